/**
 * /notifications (every signed-in user): the caller's own notifications,
 * newest first, paged by the server. unreadOnly, page and size are in the
 * URL. A click on a notification marks it read (and opens its unit's
 * chilling graph when it has one); Mark all read marks every one.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { PageHeader } from '@/components/page-header/page-header';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { useUrlPaging } from '@/components/data-table/use-url-paging';
import type { InboxItem } from '@/features/notifications/api/inbox-item';
import { useInbox } from '@/features/notifications/api/get-inbox';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import { useMarkAllRead } from '@/features/notifications/api/mark-all-read';
import { InboxEntry } from '@/features/notifications/components/inbox-entry';
import { INBOX_PAGE_SIZE, unreadOnlyFrom, withUnreadOnly } from '@/features/notifications/components/inbox-filter';

const N = 'notifications.inbox';

export default function InboxRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const unreadOnly = unreadOnlyFrom(params);
  const { page, size, update } = useUrlPaging(INBOX_PAGE_SIZE);
  const inbox = useInbox({ unreadOnly, page, size });
  const unread = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = inbox.data?.content ?? [];
  const info = inbox.data?.pageInfo;

  // A page past the last one (the list shrank, or a typed URL) goes back to the last page.
  useEffect(() => {
    if (info && !inbox.isPlaceholderData && page > 0 && page >= info.totalPages) update({ page: Math.max(0, info.totalPages - 1) });
  }, [info, inbox.isPlaceholderData, page, update]);

  const onOpen = (item: InboxItem) => {
    if (!item.read) markRead.mutate([item.id]);
  };
  const failure = markRead.error ?? markAll.error;

  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t(`${N}.title`) }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="h5" component="h1">
              {t(`${N}.title`)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel
                control={<Switch checked={unreadOnly} onChange={(e) => setParams((prev) => withUnreadOnly(prev, e.target.checked))} />}
                label={t(`${N}.unreadOnly`)}
              />
              <Button
                variant="outlined"
                startIcon={<DoneAllIcon />}
                disabled={unread === 0 || markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {t(`${N}.markAllRead`)}
              </Button>
            </Stack>
          </Stack>
          <Typography color="text.secondary" role="status">
            {t(`${N}.unreadCount`, { count: unread })}
          </Typography>
          {failure && <Alert severity="error">{t(`${N}.markFailed`, { message: failure.message })}</Alert>}
          {inbox.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void inbox.refetch()}>
                  {t('table.retry')}
                </Button>
              }
            >
              {t(`${N}.loadFailed`, { message: inbox.error.message })}
            </Alert>
          )}
          <Box sx={{ minHeight: 4 }}>{inbox.isFetching && <LinearProgress />}</Box>
          {inbox.isSuccess && items.length === 0 ? (
            <Typography color="text.secondary">{t(unreadOnly ? `${N}.emptyUnread` : `${N}.empty`)}</Typography>
          ) : (
            <List disablePadding aria-label={t(`${N}.listLabel`)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {items.map((item) => (
                <InboxEntry key={item.id} item={item} onOpen={onOpen} onMarkRead={(i) => markRead.mutate([i.id])} />
              ))}
            </List>
          )}
          <DataTablePagination
            page={page}
            size={size}
            totalPages={info?.totalPages ?? 0}
            hasNextPage={info?.hasNextPage ?? false}
            disabled={inbox.isFetching && !info}
            onPageChange={(p) => update({ page: p })}
            onSizeChange={(s) => update({ size: s, page: 0 })}
          />
        </Stack>
      </Paper>
    </Box>
  );
}
