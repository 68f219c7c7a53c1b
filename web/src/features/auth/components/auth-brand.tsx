/** The product name over the login and organisation pages. */
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function AuthBrand() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <svg width="48" height="48" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#0d4d7a" />
        <path d="M16 5 C 11 12, 9 15, 9 19 a 7 7 0 0 0 14 0 c 0 -4 -2 -7 -7 -14 z" fill="#ffffff" />
      </svg>
      <Typography variant="h6" color="primary" sx={{ fontWeight: 700 }}>
        {t('app.name')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('auth.tagline')}
      </Typography>
    </Box>
  );
}
