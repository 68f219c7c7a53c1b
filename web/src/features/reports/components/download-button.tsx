/**
 * The report's Download (spec 03 §2, §8): the server's workbook of the
 * report the table shows, saved as Chilling_Session_Report.xlsx, … A spinner
 * and no second click while it runs; then 'Report downloaded successfully!',
 * 'Failed to download report!' or 'No data to download!' (an empty answer),
 * and 'Report is not Available' when the table has no row to download.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { saveBlob } from '@/components/data-table/export-xlsx';
import { getReportWorkbook, type ReportQuery } from '@/features/reports/api/get-report-rows';
import type { ReportKind } from '@/features/reports/api/report-kinds';

type Outcome = 'downloaded' | 'failed' | 'empty' | 'notAvailable';
const SEVERITY: Record<Outcome, AlertColor> = { downloaded: 'success', failed: 'error', empty: 'error', notAvailable: 'info' };

export interface DownloadButtonProps {
  kind: ReportKind;
  /** The query of the rows the table shows; null before the first answer. */
  query: ReportQuery | null;
  /** How many rows the table shows. */
  rows: number;
}

export function DownloadButton({ kind, query, rows }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The last outcome stays while its message fades out.
  const [outcome, setShown] = useState<Outcome>('notAvailable');
  const [open, setOpen] = useState(false);
  const setOutcome = (o: Outcome | null) => {
    if (o) setShown(o);
    setOpen(o !== null);
  };

  const run = async () => {
    setOutcome(null);
    if (!query || rows === 0) {
      setOutcome('notAvailable');
      return;
    }
    setBusy(true);
    try {
      const blob = await getReportWorkbook(kind, query);
      if (!blob) {
        setOutcome('empty');
        return;
      }
      saveBlob(blob, kind.fileName);
      setOutcome('downloaded');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} aria-label={t('reports.download.busy')} /> : <FileDownloadIcon />}
      >
        {busy ? t('reports.download.busy') : t('reports.download.label')}
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setOutcome(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={SEVERITY[outcome]} variant="filled" onClose={() => setOutcome(null)} data-testid="download-message">
          {t(`reports.download.${outcome}`)}
        </Alert>
      </Snackbar>
    </>
  );
}
