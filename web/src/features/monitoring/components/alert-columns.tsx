/**
 * The alert lists' columns (spec 03 §2 "Alert lists"): site name (to the
 * site's details), BMC id, alert level, the alert and its stage, its
 * message, when it occurred (in the site's time zone), its status (active,
 * cleared, or acknowledged by whom, when and why), and first of all the
 * Acknowledge action (visible at every width). Narrow screens drop the
 * columns of higher priority numbers first (components/data-table/fit-columns). The export (alertsList.xlsx) has the same columns but the
 * action, typed: the level, the alert type and the status by their names in
 * the user's language, the stage as a number, the times as dates on the
 * site's clock, and the status line split into status, cleared at,
 * acknowledged by, acknowledged at and comment.
 */
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DoneIcon from '@mui/icons-material/Done';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { ExportColumn } from '@/components/data-table/export-xlsx';
import { alertNameWithStage } from '@/lib/alert-name';
import { formatSiteTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { CRITICAL, canAcknowledge, type AlertRow } from '@/features/monitoring/api/alert-row';
import { siteDetailsLink } from '@/features/monitoring/components/list-links';

const A = 'monitoring.alertList';

/** A cell whose text wraps (the list's rows grow with their content). */
const WRAP = { whiteSpace: 'normal', lineHeight: 1.35, py: 1 } as const;

export function levelLabel(level: string, t: TFunction): string {
  const key = level.toUpperCase();
  return key === 'CRITICAL' || key === 'INFO' ? t(`${A}.levels.${key}`) : level;
}

/** The alert's name, with its stage when it has reached one. */
export function alertName(a: AlertRow, t: TFunction): string {
  return alertNameWithStage(a.alertDisplayName || a.alertType, a.stage, (stage) => t(`${A}.stage`, { stage }));
}

export function occurredOn(a: AlertRow, lang: Language): string {
  return formatSiteTime(a.occurredOn, a.zoneId, lang);
}

/** The status line: acknowledged by whom and when, cleared when, active, or an event. */
export function statusText(a: AlertRow, t: TFunction, lang: Language): string {
  if (a.acknowledgedBy) {
    return t(`${A}.status.acknowledged`, { user: a.acknowledgedBy, time: formatSiteTime(a.acknowledgedAt, a.zoneId, lang) });
  }
  switch (a.status) {
    case 'active':
      return t(`${A}.status.active`);
    case 'cleared':
      return t(`${A}.status.cleared`, { time: formatSiteTime(a.clearedAt, a.zoneId, lang) });
    case 'event':
      return t(`${A}.status.event`);
    default:
      return a.status;
  }
}

export interface AlertColumnsOptions {
  t: TFunction;
  lang: Language;
  /** The user may acknowledge alerts. */
  mayAcknowledge: boolean;
  onAcknowledge: (a: AlertRow) => void;
  /** Rows acknowledged on this page since it loaded, by alertId. */
  acknowledged: Record<string, AlertRow>;
}

export function alertGridColumns({
  t,
  lang,
  mayAcknowledge,
  onAcknowledge,
  acknowledged,
}: AlertColumnsOptions): DataTableColumn<AlertRow>[] {
  const current = (r: AlertRow) => acknowledged[r.alertId] ?? r;
  const columns: DataTableColumn<AlertRow>[] = [
    {
      field: 'siteName',
      header: t(`${A}.columns.siteName`),
      minWidth: 140,
      priority: 2,
      renderCell: (r) =>
        r.siteId ? (
          <Link component={RouterLink} to={siteDetailsLink(r.siteId)} sx={WRAP}>
            {r.siteName}
          </Link>
        ) : (
          <Box sx={WRAP}>{r.siteName}</Box>
        ),
    },
    { field: 'chillingUnitId', header: t(`${A}.columns.bmcId`), minWidth: 130, renderCell: (r) => <Box sx={WRAP}>{r.chillingUnitId}</Box> },
    {
      field: 'alertLevel',
      header: t(`${A}.columns.level`),
      exportType: 'level',
      minWidth: 110,
      priority: 3,
      renderCell: (r) => (
        <Chip
          sx={{ my: 1 }}
          size="small"
          label={levelLabel(r.alertLevel, t)}
          color={r.alertLevel.toUpperCase() === CRITICAL ? 'error' : 'info'}
          variant={r.alertLevel.toUpperCase() === CRITICAL ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      field: 'alertDisplayName',
      header: t(`${A}.columns.alert`),
      minWidth: 160,
      value: (r) => alertName(r, t),
      renderCell: (r) => <Box sx={WRAP}>{alertName(r, t)}</Box>,
      exportAs: [
        { field: 'alertType', header: t(`${A}.columns.alert`), type: 'alertType' },
        { field: 'stage', header: t(`${A}.columns.stage`), type: 'number' },
      ],
    },
    {
      field: 'alertMessage',
      header: t(`${A}.columns.message`),
      minWidth: 220,
      priority: 4,
      flex: 2,
      renderCell: (r) => <Box sx={WRAP}>{r.alertMessage}</Box>,
    },
    {
      field: 'occurredOn',
      header: t(`${A}.columns.occurredOn`),
      minWidth: 165,
      priority: 2,
      value: (r) => r.occurredOn,
      renderCell: (r) => <Box sx={WRAP}>{occurredOn(r, lang)}</Box>,
      exportType: 'datetime',
      exportArg: 'zoneId',
    },
    {
      field: 'status',
      header: t(`${A}.columns.status`),
      minWidth: 200,
      priority: 3,
      flex: 1.5,
      sortable: false,
      exportAs: alertStatusExport(t),
      renderCell: (row) => {
        const r = current(row);
        return (
          <Box sx={WRAP}>
            <Typography variant="body2">{statusText(r, t, lang)}</Typography>
            {r.acknowledgeComment && (
              <Typography variant="caption" color="text.secondary">
                {t(`${A}.status.comment`, { comment: r.acknowledgeComment })}
              </Typography>
            )}
          </Box>
        );
      },
    },
  ];
  // The action comes first, so that it is on screen at every width without
  // sideways scrolling (issue 15 point 2): the MIT grid cannot pin a column.
  if (mayAcknowledge) {
    columns.unshift({
      field: 'action',
      header: t(`${A}.columns.action`),
      minWidth: 136,
      sortable: false,
      exportable: false,
      renderCell: (row) =>
        canAcknowledge(current(row)) ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onAcknowledge(row)}
            aria-label={t(`${A}.acknowledge.buttonFor`, { alert: alertName(row, t), bmc: row.chillingUnitId })}
            title={t(`${A}.acknowledge.button`)}
            startIcon={<DoneIcon />}
            // On a phone the column is narrow: the icon alone (the name stays in aria-label and title).
            sx={{ minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t(`${A}.acknowledge.button`)}
            </Box>
          </Button>
        ) : current(row).acknowledgedBy ? (
          // Who acknowledged stays in view where the status column is hidden.
          <Typography variant="caption" sx={WRAP}>
            {t(`${A}.acknowledge.done`, { user: current(row).acknowledgedBy })}
          </Typography>
        ) : null,
    });
  }
  return columns;
}

/**
 * The export's status columns: the status, when cleared, who acknowledged
 * it, when and why; then the site's time zone, which every time of the row
 * is written in (a spreadsheet cell has no zone).
 */
export function alertStatusExport(t: TFunction): ExportColumn[] {
  return [
    { field: 'status', header: t(`${A}.columns.status`), type: 'alertStatus' },
    { field: 'clearedAt', header: t(`${A}.columns.clearedAt`), type: 'datetime', arg: 'zoneId' },
    { field: 'acknowledgedBy', header: t(`${A}.columns.acknowledgedBy`) },
    { field: 'acknowledgedAt', header: t(`${A}.columns.acknowledgedAt`), type: 'datetime', arg: 'zoneId' },
    { field: 'acknowledgeComment', header: t(`${A}.columns.comment`) },
    { field: 'zoneId', header: t('monitoring.timeZone') },
  ];
}
