/**
 * /configuration/site (create) and /configuration/site/:siteId (edit).
 * Editing loads the site (and the vendor list, to show an unlisted stored
 * vendor as Others) first. After a create the page comes back here, fresh,
 * saying which site was created.
 */
import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { useSite } from '@/features/sites/api/get-site';
import { useMetaList } from '@/features/sites/api/get-meta-list';
import { SiteForm } from '@/features/sites/components/site-form';
import { SITE_LIST_PATH, siteDetailsPath } from '@/features/sites/components/site-paths';

export default function SiteFormRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const { siteId } = useParams();
  const editing = !!siteId;
  const site = useSite(siteId);
  const vendors = useMetaList('chillingunit/vendors');
  // Stable, as the form's loaded values are computed from it.
  const vendorNames = useMemo(() => (vendors.data ?? []).map((v) => v.typeName), [vendors.data]);
  const title = t(editing ? 'sites.form.editTitle' : 'sites.form.createTitle');
  const created = (location.state as { created?: string } | null)?.created;
  // The site to edit, once it and the vendor list (or its failure) are in.
  const record = editing && (vendors.data || vendors.isError) ? site.data : undefined;

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('sites.list.title'), to: SITE_LIST_PATH },
          { label: editing ? `${title} — ${siteId}` : title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {!editing && created && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('sites.form.created', { id: created })}{' '}
            <Link component={RouterLink} to={siteDetailsPath(created)}>
              {t('sites.form.viewCreated')}
            </Link>
          </Alert>
        )}
        {!editing && <SiteForm key={location.key} mode="create" defaultOrganization={currentOrganization(auth)} />}
        {record && <SiteForm key={record.siteId} mode="edit" record={record} vendors={vendorNames} />}
        {editing && !record && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('sites.form.loading')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
