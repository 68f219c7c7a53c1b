/** A dashboard tile: a titled card showing a spinner while loading and the failure in place of its content. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TileCardProps {
  title: string;
  /** Right of the title (a link to the full list). */
  action?: ReactNode;
  /** Under the title whatever the state (the controls that choose what the tile shows). */
  controls?: ReactNode;
  loading?: boolean;
  /** The failure of the tile's call: 'Error in loading' with its message. */
  error?: Error | null;
  onRetry?: () => void;
  children?: ReactNode;
}

export function TileCard({ title, action, controls, loading, error, onRetry, children }: TileCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {controls}
      {error ? (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('dashboard.retry')}
              </Button>
            )
          }
        >
          {t('dashboard.loadError')}
          {error.message ? ` — ${error.message}` : ''}
        </Alert>
      ) : loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('dashboard.loading')} />
        </Box>
      ) : (
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
      )}
    </Paper>
  );
}
