/**
 * A refused file (400, or 413 when too large): nothing was imported. Shows
 * the server's message and each problem by line and column, in line order.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import type { ImportRefusal as Refusal } from '@/features/imports/api/import-report';

/** The server lists at most this many problems per file (internal/importer MaxErrors). */
export const MAX_LISTED_PROBLEMS = 500;

export function ImportRefusal({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const message = refusal.message || (refusal.status === 413 ? t('imports.refusal.tooLarge') : '');
  const { problems } = refusal;
  return (
    <>
      <Alert severity="error" sx={{ my: 2 }} data-testid="import-refusal">
        <AlertTitle>{t('imports.refusal.title')}</AlertTitle>
        {message && <Typography variant="body2">{message}</Typography>}
        {problems.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('imports.refusal.help')} {t('imports.refusal.count', { count: problems.length })}
            {problems.length >= MAX_LISTED_PROBLEMS && <> {t('imports.refusal.capped', { count: MAX_LISTED_PROBLEMS })}</>}
          </Typography>
        )}
      </Alert>
      {problems.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={t('imports.refusal.table')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 90 }}>{t('imports.refusal.row')}</TableCell>
                <TableCell sx={{ width: 220 }}>{t('imports.refusal.column')}</TableCell>
                <TableCell>{t('imports.refusal.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((p) => (
                <TableRow key={`${p.row}|${p.field}|${p.code}|${p.message}`}>
                  <TableCell>{p.row > 0 ? p.row : '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    {p.field && p.field !== 'file' ? p.field : t('imports.refusal.wholeFile')}
                  </TableCell>
                  <TableCell>{p.message || p.code}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
