/**
 * One notification in a list: critical ones marked in red, info ones
 * neutral, unread ones in bold with a "mark read" button. A click marks
 * it read and, for an item about a unit, opens the unit's chilling graph.
 */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import ErrorIcon from '@mui/icons-material/Error';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { languageOf } from '@/lib/format';
import type { InboxItem } from '@/features/notifications/api/inbox-item';
import { inboxItemLink } from '@/features/notifications/components/inbox-link';
import { fullTime, timeAgo } from '@/features/notifications/components/inbox-time';

const I = 'notifications.item';

export interface InboxEntryProps {
  item: InboxItem;
  /** A click on the item (it is marked read by the caller). */
  onOpen: (item: InboxItem) => void;
  onMarkRead: (item: InboxItem) => void;
  /** The body on two lines at most (the bell's list). */
  compact?: boolean;
}

export function InboxEntry({ item, onOpen, onMarkRead, compact }: InboxEntryProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const critical = item.alertLevel === 'CRITICAL';
  const link = inboxItemLink(item);
  const weight = item.read ? 400 : 700;
  const button = {
    onClick: () => onOpen(item),
    sx: { borderLeft: 4, borderColor: critical ? 'error.main' : 'transparent', alignItems: 'flex-start', pr: item.read ? 2 : 7 },
  };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        {critical ? (
          <ErrorIcon color="error" titleAccess={t(`${I}.critical`)} />
        ) : (
          <InfoOutlinedIcon color="action" titleAccess={t(`${I}.info`)} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={item.title}
        slotProps={{ primary: { sx: { fontWeight: weight, color: critical ? 'error.main' : 'text.primary' } } }}
        secondary={
          <>
            <Box
              component="span"
              sx={{
                display: compact ? '-webkit-box' : 'block',
                WebkitLineClamp: compact ? 2 : undefined,
                WebkitBoxOrient: compact ? 'vertical' : undefined,
                overflow: 'hidden',
                whiteSpace: 'pre-line',
              }}
            >
              {item.body}
            </Box>
            <Tooltip title={fullTime(item.createdAt, lang)} describeChild>
              <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.25 }}>
                {timeAgo(item.createdAt, lang)}
                {item.entries > 1 && ` · ${t(`${I}.digest`, { count: item.entries })}`}
                {!item.read && ` · ${t(`${I}.unread`)}`}
              </Typography>
            </Tooltip>
          </>
        }
      />
    </>
  );
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        !item.read && (
          <Tooltip title={t(`${I}.markRead`)}>
            <IconButton
              edge="end"
              size="small"
              aria-label={t(`${I}.markReadNamed`, { title: item.title })}
              onClick={() => onMarkRead(item)}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    >
      {link ? (
        <ListItemButton component={RouterLink} to={link} {...button}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton {...button}>{content}</ListItemButton>
      )}
    </ListItem>
  );
}
