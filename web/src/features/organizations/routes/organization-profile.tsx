/** /organization/profile/:organization: the organisation's profile, loaded by name. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeader, type Crumb } from '@/components/page-header/page-header';
import { isSubOrganization } from '@/features/organizations/api/organization-model';
import { useOrganizationByName } from '@/features/organizations/api/get-organization-by-name';
import { OrganizationProfileView } from '@/features/organizations/components/organization-profile-view';
import { profileLink } from '@/features/organizations/components/tree-model';

export default function OrganizationProfileRoute() {
  const { t } = useTranslation();
  const { organization = '' } = useParams();
  const query = useOrganizationByName(organization);
  const o = query.data;
  const crumbs: Crumb[] = [{ label: t('organizations.crumbs.home'), to: '/dashboard' }];
  if (o && isSubOrganization(o)) crumbs.push({ label: o.parentOrgName, to: profileLink(o.parentOrgName) });
  crumbs.push({ label: o?.orgDisplayName || organization });

  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {o ? (
        <OrganizationProfileView key={o.orgName} organization={o} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
    </Box>
  );
}
