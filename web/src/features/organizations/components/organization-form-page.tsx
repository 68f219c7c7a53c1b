/**
 * The organisation form screens: /configuration/organization[/:id] and
 * /configuration/suborganizationprofile[/:id]. With an id the record is
 * loaded first and the form edits it; otherwise it creates. A loaded
 * record with a parent is edited as a sub-organisation whatever the route.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { isSubOrganization } from '@/features/organizations/api/organization-model';
import { useOrganization } from '@/features/organizations/api/get-organization';
import { OrganizationForm } from '@/features/organizations/components/organization-form';

export function OrganizationFormPage({ subOrganization }: { subOrganization: boolean }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const auth = useAuth();
  const organization = currentOrganization(auth);
  const record = useOrganization(id);
  const loaded = record.data;
  const sub = loaded ? isSubOrganization(loaded) : subOrganization;
  const edit = !!loaded;
  const title = t(
    sub
      ? edit
        ? 'organizations.form.editSubTitle'
        : 'organizations.form.createSubTitle'
      : edit
        ? 'organizations.form.editTitle'
        : 'organizations.form.createTitle',
  );
  const crumbs = [
    { label: t('organizations.crumbs.home'), to: '/dashboard' },
    sub
      ? { label: t('organizations.crumbs.subOrganizations'), to: `/configuration/SuborganizationList/${encodeURIComponent(organization)}` }
      : { label: t('organizations.crumbs.organizations'), to: '/configuration/organizationlist' },
    { label: title },
  ];

  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Paper sx={{ p: { xs: 2, sm: 3 } }} variant="outlined">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
          {edit && loaded && ' '}
          {edit && loaded && (
            <Typography component="span" variant="h6" color="text.secondary">
              {loaded.orgName}
            </Typography>
          )}
        </Typography>
        {id && !loaded ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('organizations.form.loading')} />
          </Box>
        ) : (
          <OrganizationForm
            key={loaded ? `edit-${loaded.orgId}` : 'create'}
            subOrganization={sub}
            record={loaded}
            organization={organization}
            defaultParent={params.get('parent') || organization}
          />
        )}
      </Paper>
    </Box>
  );
}
