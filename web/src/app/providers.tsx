/** Everything the console's screens rely on: theme, queries, date pickers. */
import { useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR as pickersFr, enUS as pickersEn } from '@mui/x-date-pickers/locales';
import { createAppTheme } from '@/app/theme';
import { createQueryClient } from '@/app/query-client';
import { useAuth } from '@/lib/auth-hooks';
import { dateFnsLocale } from '@/lib/format';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { language } = useAuth();
  const theme = useMemo(() => createAppTheme(language), [language]);
  const pickerText = (language === 'fr' ? pickersFr : pickersEn).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(language)} localeText={pickerText}>
          {children}
        </LocalizationProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
