/**
 * A record's details (spec 02 §2): the checklist's name and description,
 * the organisation, who performed it and the dates; then each task with
 * its sub-tasks' name, type, template value, reading and comment.
 */
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MaintenanceRecord } from '@/features/maintenance/api/record';
import { unitLabel, useSites } from '@/lib/sites';
import { OutOfRangeFlag } from '@/features/maintenance/components/out-of-range-flag';
import { outOfRange } from '@/features/maintenance/components/record-schema';
import { languageOf, showDate, showDateTime, showReading, showType, showValue } from '@/features/maintenance/components/display';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Grid>
  );
}

/** The record's unit by its name and site, from the sites the caller sees; its uuid only while they load or when it is not among them. */
function useUnitName(uuid: string): string {
  const sites = useSites();
  for (const s of sites.data ?? []) {
    const u = s.chillingUnitMonitoringDetailsList.find((x) => x.chillingUnitUuid === uuid);
    if (u) return s.siteName ? `${unitLabel(u)} · ${s.siteName}` : unitLabel(u);
  }
  return uuid;
}

export function RecordDetailsView({ record }: { record: MaintenanceRecord }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const unitName = useUnitName(record.chillingUnitUuid);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {record.checklistName}
        </Typography>
        {record.checklistDesc && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {record.checklistDesc}
          </Typography>
        )}
        <Grid container spacing={2} component="dl" sx={{ m: 0 }} aria-label={t('maintenance.details.summary')}>
          <Detail label={t('maintenance.details.organization')} value={record.organizationName} />
          <Detail label={t('maintenance.details.performedBy')} value={record.performedBy} />
          <Detail label={t('maintenance.details.actionDate')} value={showDateTime(record.actionDate, lang)} />
          <Detail label={t('maintenance.details.dueDate')} value={showDate(record.dueDate, lang)} />
          <Detail label={t('maintenance.details.unit')} value={unitName} />
          <Detail label={t('maintenance.details.enteredBy')} value={record.createdBy} />
        </Grid>
      </Paper>
      {record.taskList.map((task) => (
        // The template editor keeps task names unique, and sub-task names within a task.
        <Paper key={task.taskName} variant="outlined" sx={{ p: 2 }} role="region" aria-label={task.taskName}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {task.taskName}
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('maintenance.details.subTask')}</TableCell>
                  <TableCell>{t('maintenance.details.type')}</TableCell>
                  <TableCell>{t('maintenance.details.value')}</TableCell>
                  <TableCell>{t('maintenance.details.reading')}</TableCell>
                  <TableCell>{t('maintenance.details.comment')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {task.subTaskList.map((st) => (
                  <TableRow key={st.subTaskName}>
                    <TableCell>{st.subTaskName}</TableCell>
                    <TableCell>{showType(st.taskType, t)}</TableCell>
                    <TableCell>{showValue(st.taskType, st.taskValue, t)}</TableCell>
                    <TableCell>
                      {showReading(st.taskType, st.taskValue, st.reading, t)}
                      {outOfRange(st.taskType, st.taskValue, st.reading) && (
                        <OutOfRangeFlag expected={showValue(st.taskType, st.taskValue, t)} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>{st.comment}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ))}
    </Stack>
  );
}
