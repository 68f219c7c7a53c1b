import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { exportXlsx, type ExportRequest } from '@/components/data-table/export-xlsx';

/** The table's Export button: one server export at a time, the failure shown beside it. */
export function ExportButton({ request }: { request: () => ExportRequest }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await exportXlsx(request());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ py: 0 }}>
          {t('table.exportFailed', { message: error })}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="small"
        onClick={run}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadIcon />}
      >
        {busy ? t('table.exporting') : t('table.export')}
      </Button>
    </Stack>
  );
}
