/** The date pickers' adapter and locale, for forms that are not form-builder forms (they lay out fields with FieldGrid). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import { dateLocale } from '@/components/form/date-formats';

export function DateProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const fr = i18n.language?.startsWith('fr');
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocale(i18n.language)}
      localeText={fr ? frFR.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
