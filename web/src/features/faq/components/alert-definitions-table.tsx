/** The FAQ's Alert Definitions table: alert name, description, level and definition of every alert type. */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { languageOf } from '@/lib/format';
import { useAlertDefinitions } from '@/features/faq/api/get-alert-definitions';

const D = 'faq.definitions';

export function AlertDefinitionsTable() {
  const { t, i18n } = useTranslation();
  const definitions = useAlertDefinitions(languageOf(i18n.language));
  if (definitions.isPending) return <LinearProgress aria-label={t(`${D}.loading`)} />;
  if (definitions.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void definitions.refetch()}>
            {t(`${D}.retry`)}
          </Button>
        }
      >
        {t(`${D}.failed`, { message: definitions.error.message })}
      </Alert>
    );
  }
  if (definitions.data.length === 0) return <Typography color="text.secondary">{t(`${D}.empty`)}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t(`${D}.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`${D}.columns.name`)}</TableCell>
            <TableCell>{t(`${D}.columns.description`)}</TableCell>
            <TableCell>{t(`${D}.columns.level`)}</TableCell>
            <TableCell>{t(`${D}.columns.definition`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {definitions.data.map((d) => {
            const critical = d.level.toUpperCase() === 'CRITICAL';
            return (
              <TableRow key={d.alertName}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {d.displayName || d.alertName}
                  </Typography>
                  {d.displayName && d.displayName !== d.alertName && (
                    <Typography variant="caption" color="text.secondary">
                      {d.alertName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{d.description}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={critical ? t(`${D}.levels.CRITICAL`) : d.level.toUpperCase() === 'INFO' ? t(`${D}.levels.INFO`) : d.level}
                    color={critical ? 'error' : 'info'}
                    variant={critical ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell>{d.definition}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
