/**
 * Everything the console's screens rely on: styles, theme and queries.
 * Styles go through an emotion cache that puts the page's CSP nonce on
 * the style elements it inserts (lib/csp-nonce). The date
 * pickers' LocalizationProvider lives with the form builder (and any other
 * picker user), so that MUI X is loaded only by the screens that need it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createAppTheme } from '@/app/theme';
import { createQueryClient } from '@/app/query-client';
import { useAuth } from '@/lib/auth-hooks';
import { createStyleCache } from '@/lib/csp-nonce';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [styleCache] = useState(() => createStyleCache());
  const { language } = useAuth();
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
