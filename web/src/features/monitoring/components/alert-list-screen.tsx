/**
 * An alert list (spec 03 §2 "Alert lists"): /allalerts[/:category],
 * /critical-alerts and /info-alerts. The category and the URL (page, size,
 * paging, date, hours, sites, chillingUnits, status) say what it shows; the
 * status filter and paging write back to the URL. Critical alerts raised or
 * cleared and not yet acknowledged can be acknowledged with a comment by
 * users who may (PREVENTIVE_MAINTENANCE or ENTER_RECORDS). Export saves
 * every row of the list as alertsList.xlsx through the server's table
 * export, re-running the list's own call (the search when a status is
 * chosen).
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableExport } from '@/components/data-table/data-table-types';
import { MONITORING_PAGING } from '@/components/data-table/export-xlsx';
import { PageHeader } from '@/components/page-header/page-header';
import { usePrivileges } from '@/lib/auth-hooks';
import { hasAny } from '@/lib/auth-privileges';
import { formatDateTime, languageOf } from '@/lib/format';
import { ACKNOWLEDGE_PRIVILEGES, type AlertRow } from '@/features/monitoring/api/alert-row';
import { useAlertCategories, type AlertCategories } from '@/features/monitoring/api/get-alerts-count';
import { MAX_PAGE_SIZE } from '@/features/monitoring/api/get-bmc-states';
import { SELECTED_ALERTS_PATH, selectedAlertsQuery, type AlertListQuery } from '@/features/monitoring/api/get-selected-alerts';
import { SEARCH_ALERTS_PATH, listSearchBody } from '@/features/monitoring/api/search-alerts';
import { AcknowledgeDialog } from '@/features/monitoring/components/acknowledge-dialog';
import { alertGridColumns } from '@/features/monitoring/components/alert-columns';
import {
  ALERT_STATUSES,
  alertListFetcher,
  alertTypesFor,
  categoryKind,
  hoursParam,
  listParam,
  statusParam,
} from '@/features/monitoring/components/alert-list-query';

const A = 'monitoring.alertList';

/** The spec's export name (alertsList.xls), as .xlsx. */
export const ALERTS_FILE_NAME = 'alertsList';

/** The export of a list: the call its table pages through, every row of it. */
export function alertListExport(q: AlertListQuery): DataTableExport {
  if (q.status) {
    const body = listSearchBody(q, 0, MAX_PAGE_SIZE);
    return {
      path: SEARCH_ALERTS_PATH,
      method: 'POST',
      body,
      rows: 'content.RESULT',
      paging: MONITORING_PAGING,
      fileName: ALERTS_FILE_NAME,
    };
  }
  return {
    path: SELECTED_ALERTS_PATH,
    query: selectedAlertsQuery(q, 0, MAX_PAGE_SIZE),
    paging: MONITORING_PAGING,
    fileName: ALERTS_FILE_NAME,
  };
}

/** The list's title: the group's, or the type's display name. */
export function alertListTitle(category: string, t: TFunction, categories?: AlertCategories): string {
  const kind = categoryKind(category);
  if (kind !== 'type') return t(`${A}.titles.${kind}`);
  return categories?.find((c) => c.category === category)?.displayName || category;
}

export function AlertListScreen({ category }: { category: string }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const hours = hoursParam(params.get('hours'));
  const date = params.get('date') ?? '';
  const sitesRaw = params.get('sites');
  const unitsRaw = params.get('chillingUnits');
  const status = statusParam(params.get('status'));
  const kind = categoryKind(category);

  // "other" leaves out the window's first three types; a type's list reads its display name there too.
  const categories = useAlertCategories(hours, date, kind === 'other' || kind === 'type');
  const ready = kind !== 'other' || categories.isSuccess;

  const query = useMemo<AlertListQuery>(() => {
    const { alertTypes, toExclude } = alertTypesFor(
      category,
      (categories.data ?? []).map((c) => c.category),
    );
    return { alertTypes, toExclude, hours, date, sites: listParam(sitesRaw), chillingUnits: listParam(unitsRaw), status };
  }, [category, categories.data, hours, date, sitesRaw, unitsRaw, status]);

  const privileges = usePrivileges();
  const mayAcknowledge = hasAny(privileges, ...ACKNOWLEDGE_PRIVILEGES);
  const [acknowledging, setAcknowledging] = useState<AlertRow | null>(null);
  const [acknowledged, setAcknowledged] = useState<Record<string, AlertRow>>({});
  const columns = useMemo(
    () => alertGridColumns({ t, lang, mayAcknowledge, onAcknowledge: setAcknowledging, acknowledged }),
    [t, lang, mayAcknowledge, acknowledged],
  );
  const exportConfig = useMemo(() => alertListExport(query), [query]);
  const fetch = useMemo(() => alertListFetcher(query), [query]);
  const title = alertListTitle(category, t, categories.data);

  const setStatus = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set('status', next);
      else p.delete('status');
      p.set('page', '0');
      return p;
    });
  const withoutUnitFilter = () => {
    const p = new URLSearchParams(params);
    p.delete('sites');
    p.delete('chillingUnits');
    p.set('page', '0');
    return `${location.pathname}?${p.toString()}`;
  };

  const windowText = [
    hours === 0 ? t(`${A}.filters.windowToday`) : t(`${A}.filters.window`, { count: hours }),
    date && !Number.isNaN(new Date(date).getTime()) ? t(`${A}.filters.until`, { time: formatDateTime(new Date(date), lang) }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Box>
      <PageHeader crumbs={[{ label: t(`${A}.crumbs.dashboard`), to: '/dashboard' }, { label: title }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography color="text.secondary" data-testid="alert-window">
              {windowText}
            </Typography>
            {(query.sites.length > 0 || query.chillingUnits.length > 0) && (
              <Typography variant="body2" color="text.secondary">
                {t(`${A}.filters.unitFilter`)}{' '}
                <Link component={RouterLink} to={withoutUnitFilter()}>
                  {t(`${A}.filters.clearFilter`)}
                </Link>
              </Typography>
            )}
            <TextField
              select
              size="small"
              label={t(`${A}.filters.status`)}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 200, ml: 'auto !important' }}
            >
              <MenuItem value="">{t(`${A}.filters.any`)}</MenuItem>
              {ALERT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`${A}.filters.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {ready && (
            <DataTable<AlertRow>
              label={title}
              columns={columns}
              queryKey={['monitoring', 'alerts', query]}
              fetch={fetch}
              getRowId={(r) => r.alertId}
              autoRowHeight
              export={exportConfig}
            />
          )}
        </Stack>
      </Paper>
      <AcknowledgeDialog
        key={acknowledging?.alertId ?? 'closed'}
        alert={acknowledging}
        onClose={() => setAcknowledging(null)}
        onDone={(row) => {
          setAcknowledged((m) => ({ ...m, [row.alertId]: row }));
          setAcknowledging(null);
        }}
      />
    </Box>
  );
}
