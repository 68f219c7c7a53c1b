/** Covers the page while the session initialises or a screen loads. */
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-label={t('common.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
