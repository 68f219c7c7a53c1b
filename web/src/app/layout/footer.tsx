import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The copyright notice (spec §2.1: 2020). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="caption">{t('layout.copyright', { year: 2020 })}</Typography>
    </Box>
  );
}
