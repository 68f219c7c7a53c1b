/**
 * /configuration/site/uuid/:uuid: looks the site up by its uuid and
 * replaces the location with its details page. An unknown uuid raises the
 * global error (the not-found page).
 */
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useSiteByUUID } from '@/features/sites/api/get-site-by-uuid';
import { siteDetailsPath } from '@/features/sites/components/site-paths';

export default function SiteLookupRoute() {
  const { t } = useTranslation();
  const { uuid } = useParams();
  const site = useSiteByUUID(uuid);
  if (site.data) return <Navigate replace to={siteDetailsPath(site.data.siteId)} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
      <CircularProgress size={20} />
      <Typography>{t('sites.lookup.loading')}</Typography>
    </Stack>
  );
}
