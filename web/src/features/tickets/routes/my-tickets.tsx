/** My tickets: the tickets raised in the user's organisation, newest first, with their tracker status. */
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMyTickets } from '@/features/tickets/api/tickets';
import { formatDateTime, languageOf } from '@/lib/format';

export default function MyTicketsRoute() {
  const { t, i18n } = useTranslation();
  const list = useMyTickets(0, 100);
  const rows = list.data?.content ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('tickets.myTickets')}
        </Typography>
        <Button component={RouterLink} to="/support/ticket" variant="contained">
          {t('tickets.raise')}
        </Button>
      </Stack>
      {list.data?.statusUnavailable && <Alert severity="warning">{t('tickets.statusUnavailable')}</Alert>}
      {list.isError && <Alert severity="error">{t('tickets.loadFailed')}</Alert>}
      <Table size="small" aria-label={t('tickets.myTickets')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tickets.id')}</TableCell>
            <TableCell>{t('tickets.subject')}</TableCell>
            <TableCell>{t('tickets.unit')}</TableCell>
            <TableCell>{t('tickets.raisedBy')}</TableCell>
            <TableCell>{t('tickets.raisedAt')}</TableCell>
            <TableCell>{t('tickets.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.id}</TableCell>
              <TableCell>{r.subject}</TableCell>
              <TableCell>{[r.siteName, r.chillingUnitName].filter(Boolean).join(' / ')}</TableCell>
              <TableCell>{r.userName}</TableCell>
              <TableCell>{r.createdAt ? formatDateTime(new Date(r.createdAt), languageOf(i18n.language)) : ''}</TableCell>
              <TableCell>{r.status || '—'}</TableCell>
            </TableRow>
          ))}
          {list.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{t('tickets.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
