/**
 * One channel's settings: configured or not, the server's description and
 * problem, and a button sending a test message to the caller's own address,
 * with what happened.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import type { ChannelSettings } from '@/features/notifications/api/get-settings';
import { useSendTest, type Channel, type TestResult } from '@/features/notifications/api/send-test';
import { channelLabel } from '@/features/notifications/components/delivery-vocabulary';

const C = 'notifications.channels';

/** What a test's answer says, and how it looks. */
export function testOutcome(r: TestResult, t: TFunction): { severity: AlertColor; text: string } {
  switch (r.status) {
    case 'sent':
      return { severity: 'success', text: r.address ? t(`${C}.result.sentTo`, { address: r.address }) : t(`${C}.result.sent`) };
    case 'failed':
      return { severity: 'error', text: t(`${C}.result.failed`, { error: r.error }) };
    case 'not_configured':
      return { severity: 'info', text: t(`${C}.result.not_configured`) };
    case 'no_address':
      return { severity: 'warning', text: t(`${C}.result.no_address`) };
    default:
      return { severity: 'info', text: r.status };
  }
}

export function ChannelCard({ channel, settings }: { channel: Channel; settings: ChannelSettings }) {
  const { t } = useTranslation();
  const titleId = useId();
  const test = useSendTest();
  const outcome = test.data ? testOutcome(test.data, t) : null;
  const name = channelLabel(channel, t);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {name}
          </Typography>
          <Chip
            size="small"
            color={settings.configured ? 'success' : 'default'}
            variant={settings.configured ? 'filled' : 'outlined'}
            label={t(settings.configured ? `${C}.configured` : `${C}.notConfigured`)}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {settings.description || t(`${C}.noDescription`)}
        </Typography>
        {settings.problem && <Alert severity="warning">{settings.problem}</Alert>}
        <Button
          variant="outlined"
          onClick={() => test.mutate(channel)}
          disabled={test.isPending}
          startIcon={test.isPending ? <CircularProgress size={16} /> : <SendIcon />}
          aria-label={t(`${C}.testNamed`, { channel: name })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(`${C}.test`)}
        </Button>
        {outcome && (
          <Alert severity={outcome.severity} role="status">
            {outcome.text}
          </Alert>
        )}
        {test.isError && <Alert severity="error">{t(`${C}.testFailed`, { message: test.error.message })}</Alert>}
      </Stack>
    </Paper>
  );
}
