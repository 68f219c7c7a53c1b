/** The root route: the global error redirect around every page. */
import { Outlet, useRouteError } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GlobalErrorRedirect } from '@/app/global-error-redirect';

export function AppRoot() {
  return (
    <>
      <GlobalErrorRedirect />
      <Outlet />
    </>
  );
}

/** Shown when a page fails to render or its code fails to load. */
export function RouteErrorFallback() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1">
        {t('errors.generic.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {t('errors.renderFailed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Box>
  );
}
