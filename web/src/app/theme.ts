/** The console's MUI theme: a calm dairy blue, localised to the language. */
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, frFR } from '@mui/material/locale';
import type { Language } from '@/lib/i18n';

export const PRIMARY = '#0d4d7a';
export const DRAWER_WIDTH = 240;
export const DRAWER_MINI_WIDTH = 64;

export function createAppTheme(lang: Language): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY },
        secondary: { main: '#2e8bc0' },
        background: { default: '#f4f8fb' },
      },
      shape: { borderRadius: 6 },
      typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
    },
    lang === 'fr' ? frFR : enUS,
  );
}
