/**
 * A report's page (spec 03 §2): /configuration/Chilling Session Report,
 * /configuration/Fuel Consumption Report, /configuration/Milk Lifting
 * Report and /configurations/CIP Report, each also with a trailing
 * /:siteId that chooses a site (REPORTS or ALL_PRIVILEGE:
 * app/route-privileges). Breadcrumbs Reports > the report; the form; the
 * Download of the report the table shows; the table once submitted, or
 * 'An error occurred while fetching the report.' when the call fails.
 *
 * The columns are the report list's (field and header in the user's
 * language); the sites and their units are the monitoring sites list (the
 * caller's scope). The report is asked for the user's organisation (their
 * sub-organisation when they belong to one; a platform administrator's
 * whole scope otherwise, as the sites list is).
 */
import { useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { REPORTS_PATH } from '@/app/route-privileges';
import { useSites } from '@/lib/sites';
import { useReportList } from '@/features/reports/api/get-report-list';
import { getReportRows, type ReportAnswer, type ReportQuery } from '@/features/reports/api/get-report-rows';
import { reportOfPath, type ReportKind } from '@/features/reports/api/report-kinds';
import { DownloadButton } from '@/features/reports/components/download-button';
import { ReportForm } from '@/features/reports/components/report-form';
import { toReportQuery, type ReportFormValues } from '@/features/reports/components/report-form-values';
import { reportColumns, shownRows } from '@/features/reports/components/report-rows';
import { ReportTable } from '@/features/reports/components/report-table';
import { useAuth } from '@/lib/auth-hooks';
import type { CurrentUser } from '@/lib/auth';

/** The organisation a user's reports are asked for ('' is the caller's whole scope). */
export function reportOrganisation(user: CurrentUser | null): string {
  if (!user || user.platformAdmin) return '';
  return user.subOrganizationName || user.organizationName;
}

export default function ReportRoute() {
  const { pathname } = useLocation();
  const found = reportOfPath(pathname);
  if (!found) return <Navigate to="/404" replace />;
  return <ReportPage key={found.kind.name} kind={found.kind} siteParam={found.siteId} />;
}

interface Result {
  query: ReportQuery;
  answer: ReportAnswer;
  runId: number;
}

function ReportPage({ kind, siteParam }: { kind: ReportKind; siteParam: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [, setParams] = useSearchParams();
  const sites = useSites();
  const list = useReportList();
  const entry = list.data?.find((r) => r.name === kind.name);
  const title = entry?.displayName || t(`reports.kinds.${kind.key}`);
  const runs = useRef(0);
  const [result, setResult] = useState<Result | null>(null);

  const run = useMutation({
    mutationFn: (query: ReportQuery) => getReportRows(kind, query),
    meta: { handlesError: true },
    onSuccess: (answer, query) => {
      runs.current += 1;
      setResult({ query, answer, runId: runs.current });
      // A new answer starts at its first page.
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (next.has('page')) next.set('page', '0');
          return next;
        },
        { replace: true },
      );
    },
    onError: () => setResult(null),
  });

  const columns = useMemo(() => reportColumns(kind, entry?.values, result?.answer.zones ?? [], t), [kind, entry?.values, result, t]);
  const rows = useMemo(() => (result ? shownRows(kind, result.answer, sites.data) : []), [kind, result, sites.data]);

  const onRun = (v: ReportFormValues) => run.mutate(toReportQuery(v, reportOrganisation(user)));

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader crumbs={[{ label: t('reports.title'), to: REPORTS_PATH }, { label: title }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {sites.isError && <Alert severity="error">{t('reports.sitesFailed', { message: sites.error.message })}</Alert>}
          <ReportForm
            sites={sites.data}
            sitesLoading={sites.isPending}
            siteParam={siteParam}
            running={run.isPending}
            onRun={onRun}
            actions={<DownloadButton kind={kind} query={result?.query ?? null} rows={rows.length} />}
          />
          {run.isError && <Alert severity="error">{t('reports.fetchFailed')}</Alert>}
          {result && !run.isError && (
            <ReportTable kind={kind} columns={columns} rows={rows} zones={result.answer.zones} query={result.query} runId={result.runId} />
          )}
          {!result && !run.isError && !run.isPending && <Typography color="text.secondary">{t('reports.hint')}</Typography>}
        </Stack>
      </Paper>
    </Box>
  );
}
