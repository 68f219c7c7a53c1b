/**
 * The top bar's bell (every signed-in user): the unread count as a badge,
 * kept live by the push stream's `inbox` events and asked again every 60 s.
 * A click opens the latest notifications with "Mark all read" and "See all".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import type { InboxItem } from '@/features/notifications/api/inbox-item';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import { inboxItemLink } from '@/features/notifications/components/inbox-link';
import { useInboxStream } from '@/features/notifications/components/inbox-stream';
import { BellPanel } from '@/features/notifications/components/bell-panel';

const B = 'notifications.bell';

export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useInboxStream();
  const count = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  const close = () => setAnchor(null);

  const onOpen = (item: InboxItem) => {
    if (!item.read) markRead.mutate([item.id]);
    if (inboxItemLink(item)) close();
  };

  return (
    <>
      <Tooltip title={t(`${B}.title`)}>
        <IconButton
          color="inherit"
          aria-label={count > 0 ? t(`${B}.labelUnread`, { count }) : t(`${B}.label`)}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={count} max={99} color="error" data-testid="bell-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t(`${B}.title`), sx: { width: 'min(380px, calc(100vw - 16px))' } } }}
      >
        {anchor && <BellPanel unread={count} onOpen={onOpen} onMarkRead={(item) => markRead.mutate([item.id])} onSeeAll={close} />}
      </Popover>
    </>
  );
}
