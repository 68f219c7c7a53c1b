/**
 * The password-reset row of the user edit form (spec §2.6, §5): the user
 * (read-only), a new password and its confirmation. The call is made only
 * when both are the same; on a mismatch nothing is said and nothing sent.
 * The answer's message is shown in a feedback dialog with its status.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useResetPassword } from '@/features/users/api/reset-password';
import { FeedbackDialog, type Feedback } from '@/features/users/components/feedback-dialog';

export function PasswordResetRow({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!newPassword || newPassword !== confirmPassword || reset.isPending) return;
    try {
      const answer = await reset.mutateAsync({ userName, newPassword, confirmPassword });
      setFeedback(answer);
      if (answer.status) {
        setNewPassword('');
        setConfirmPassword('');
      }
    } catch (err) {
      setFeedback({ status: false, message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Box component="form" noValidate aria-label={t('users.reset.title')} onSubmit={(e) => void onSubmit(e)}>
        <Typography variant="h6" component="h2">
          {t('users.reset.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('users.reset.help')}
        </Typography>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField
              fullWidth
              id="reset-userName"
              label={t('users.reset.user')}
              value={userName}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField
              fullWidth
              id="reset-newPassword"
              type="password"
              autoComplete="new-password"
              label={t('users.reset.newPassword')}
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField
              fullWidth
              id="reset-confirmPassword"
              type="password"
              autoComplete="new-password"
              label={t('users.reset.confirmPassword')}
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" color="secondary" disabled={!newPassword || reset.isPending}>
                {t('users.reset.submit')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Box>
      <FeedbackDialog
        feedback={feedback}
        titles={{ ok: t('users.reset.resultOk'), failed: t('users.reset.resultFailed') }}
        onClose={() => setFeedback(null)}
      />
    </Paper>
  );
}
