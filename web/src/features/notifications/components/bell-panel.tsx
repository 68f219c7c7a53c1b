/** The bell's panel: the latest notifications, Mark all read, See all. */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxItem } from '@/features/notifications/api/inbox-item';
import { useInbox } from '@/features/notifications/api/get-inbox';
import { useMarkAllRead } from '@/features/notifications/api/mark-all-read';
import { InboxEntry } from '@/features/notifications/components/inbox-entry';
import { INBOX_SCREEN_PATH } from '@/features/notifications/components/inbox-link';

const B = 'notifications.bell';

/** How many notifications the bell lists. */
export const BELL_SIZE = 20;

export interface BellPanelProps {
  /** The unread count (some unread ones may be older than the listed ones). */
  unread: number;
  onOpen: (item: InboxItem) => void;
  onMarkRead: (item: InboxItem) => void;
  /** Following See all closes the panel. */
  onSeeAll: () => void;
}

export function BellPanel({ unread, onOpen, onMarkRead, onSeeAll }: BellPanelProps) {
  const { t } = useTranslation();
  const inbox = useInbox({ page: 0, size: BELL_SIZE });
  const markAll = useMarkAllRead();
  const items = inbox.data?.content ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`${B}.title`)}
        </Typography>
        <Button size="small" onClick={() => markAll.mutate()} disabled={markAll.isPending || (unread === 0 && !items.some((i) => !i.read))}>
          {t(`${B}.markAllRead`)}
        </Button>
      </Stack>
      <Divider />
      {markAll.isError && (
        <Alert severity="error" sx={{ m: 1 }}>
          {t(`${B}.markFailed`, { message: markAll.error.message })}
        </Alert>
      )}
      <Box sx={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto' }}>
        {inbox.isPending && (
          <Stack sx={{ alignItems: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={t(`${B}.loading`)} />
          </Stack>
        )}
        {inbox.isError && (
          <Alert severity="error" sx={{ m: 1 }}>
            {t(`${B}.loadFailed`, { message: inbox.error.message })}
          </Alert>
        )}
        {inbox.isSuccess && items.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t(`${B}.empty`)}
          </Typography>
        )}
        {items.length > 0 && (
          <List dense disablePadding aria-label={t(`${B}.listLabel`)}>
            {items.map((item) => (
              <InboxEntry key={item.id} item={item} compact onOpen={onOpen} onMarkRead={onMarkRead} />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'center', py: 0.5 }}>
        <Button size="small" component={RouterLink} to={INBOX_SCREEN_PATH} onClick={onSeeAll}>
          {t(`${B}.seeAll`)}
        </Button>
      </Stack>
    </Box>
  );
}
