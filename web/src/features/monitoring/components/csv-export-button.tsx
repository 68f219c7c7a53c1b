/**
 * A list's Export button for the calls the server export cannot re-run
 * (they page with pagingState): loads every row of the list, writes them
 * as CSV and saves the file under the old product's name (bmcData.xls,
 * alertsList.xls). Empty lists and failures are said beside the button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { rowsToCsv, saveCsv, type CsvColumn } from '@/features/monitoring/components/csv';

export interface CsvExportButtonProps<T> {
  load: () => Promise<T[]>;
  columns: CsvColumn<T>[];
  fileName: string;
}

export function CsvExportButton<T>({ load, columns, fileName }: CsvExportButtonProps<T>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const rows = await load();
      if (rows.length === 0) {
        setError(t('monitoring.export.empty'));
        return;
      }
      saveCsv(rowsToCsv(columns, rows), fileName);
    } catch (e) {
      setError(t('monitoring.export.failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ py: 0 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="small"
        onClick={() => void run()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadIcon />}
      >
        {busy ? t('monitoring.export.exporting') : t('monitoring.export.label')}
      </Button>
    </Stack>
  );
}
