/**
 * /totalsites/site-details/:siteId and /totalsites/site-details/:siteId/:siteUUID:
 * the site (a failure raises the global error) and its units (a failure
 * shows an alert on the page).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useSite } from '@/features/sites/api/get-site';
import { useSiteUnits } from '@/features/sites/api/get-site-units';
import { SiteDetailsView } from '@/features/sites/components/site-details-view';
import { SITE_LIST_OPEN_PATH, SITE_LIST_PATH } from '@/features/sites/components/site-paths';
import { mayOpen } from '@/app/route-privileges';
import { useAuth } from '@/lib/auth-hooks';

export default function SiteDetailsRoute() {
  const { t } = useTranslation();
  const { siteId } = useParams();
  const site = useSite(siteId);
  const units = useSiteUnits(siteId);
  const { privileges } = useAuth();
  const listPath = mayOpen(privileges, SITE_LIST_PATH.split('?')[0]) ? SITE_LIST_PATH : SITE_LIST_OPEN_PATH;
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('sites.list.title'), to: listPath },
          { label: site.data?.siteName || siteId || '' },
        ]}
      />
      {site.data ? (
        <SiteDetailsView site={site.data} units={units} />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography>{t('sites.details.loading')}</Typography>
        </Stack>
      )}
    </Box>
  );
}
