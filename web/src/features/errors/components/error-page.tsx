/** The shared look of the error pages: illustration, title, message, actions. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { resetError } from '@/lib/errors';
import { ErrorIllustration, type IllustrationKind } from '@/features/errors/components/error-illustration';

export interface ErrorPageProps {
  kind: IllustrationKind;
  title: string;
  message: string;
  /** Replaces the default Go To Dashboard button. */
  actions?: ReactNode;
}

export function ErrorPage({ kind, title, message, actions }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid={`error-page-${kind}`}>
      <ErrorIllustration kind={kind} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {message}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {actions ?? (
          <Button
            variant="contained"
            onClick={() => {
              resetError();
              void navigate('/dashboard');
            }}
          >
            {t('errors.goToDashboard')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
