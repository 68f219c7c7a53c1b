/** What a successful validate or import found: its counts, and whether anything was written. */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@/features/imports/api/import-report';

export function ImportSummary({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(i18n.language?.startsWith('fr') ? 'fr-FR' : 'en-US').format(v);
  const counts: [string, number][] =
    report.kind === 'sites'
      ? [
          ['imports.summary.rows', report.rows],
          ['imports.summary.sites', report.sites],
          ['imports.summary.units', report.units],
          ['imports.summary.devices', report.devices],
        ]
      : [
          ['imports.summary.rows', report.rows],
          ['imports.summary.users', report.users],
        ];
  const title = report.dryRun
    ? 'imports.summary.validTitle'
    : report.kind === 'sites'
      ? 'imports.summary.sitesTitle'
      : 'imports.summary.alertsTitle';
  const text = report.dryRun ? 'imports.summary.validText' : report.kind === 'alerts' ? 'imports.summary.alertsText' : null;
  return (
    <Alert severity={report.dryRun ? 'info' : 'success'} sx={{ my: 2 }} data-testid="import-summary">
      <AlertTitle>{t(title)}</AlertTitle>
      {text && <Typography variant="body2">{t(text)}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {counts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 500 }}>
              {t(label)}
            </Box>
            <Box component="dd" sx={{ m: 0 }} aria-label={t(label)}>
              {n(value)}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
