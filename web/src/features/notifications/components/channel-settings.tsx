/**
 * The channels as the server is configured (environment variables, shown
 * without secrets): e-mail, SMS and the in-app inbox, each with a test
 * message to the caller; then the live window and the links' base.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotificationSettings } from '@/features/notifications/api/get-settings';
import { CHANNELS } from '@/features/notifications/api/send-test';
import { ChannelCard } from '@/features/notifications/components/channel-card';

const C = 'notifications.channels';

/** A Go duration ('30m0s', '1h0m0s') without its zero parts ('30m', '1h'). */
export function shortDuration(d: string): string {
  return d.replace(/(\d)h0m0s$/, '$1h').replace(/(\d)m0s$/, '$1m');
}

export function ChannelSettingsSection() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const s = settings.data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t(`${C}.intro`)}</Typography>
      {settings.isPending && <CircularProgress size={24} aria-label={t(`${C}.loading`)} />}
      {settings.isError && <Alert severity="error">{t(`${C}.loadFailed`, { message: settings.error.message })}</Alert>}
      {s && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {CHANNELS.map((c) => (
              <ChannelCard key={c} channel={c} settings={s[c]} />
            ))}
          </Stack>
          {s.liveWindow && (
            <Typography variant="body2" color="text.secondary">
              {t(`${C}.liveWindow`, { window: shortDuration(s.liveWindow) })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {s.publicUrl ? t(`${C}.publicUrl`, { url: s.publicUrl }) : t(`${C}.noPublicUrl`)}
          </Typography>
        </>
      )}
    </Stack>
  );
}
