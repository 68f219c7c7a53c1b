/**
 * The upload part of an import page: choose a CSV file, then Validate
 * (a dry run that writes nothing) or Import (all rows or none). Shows the
 * upload's progress, then the summary, or the refusal with every problem by
 * line and column, or the failure. After a real site import the devices'
 * credentials stay on screen until put away (leaving before they are
 * downloaded asks first): they are never shown again.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublishIcon from '@mui/icons-material/Publish';
import { statusOf } from '@/lib/errors';
import type { ImportKind } from '@/features/imports/api/import-kinds';
import { importRefusal, type DeviceCredential } from '@/features/imports/api/import-report';
import type { UploadProgress as Progress } from '@/features/imports/api/upload-csv';
import { useRunImport } from '@/features/imports/api/run-import';
import type { FileRefusal } from '@/features/imports/components/check-file';
import { CsvFileChooser } from '@/features/imports/components/csv-file-chooser';
import { UploadProgress } from '@/features/imports/components/upload-progress';
import { ImportSummary } from '@/features/imports/components/import-summary';
import { ImportRefusal } from '@/features/imports/components/import-refusal';
import { DeviceCredentials } from '@/features/imports/components/device-credentials';
import { LeaveGuard } from '@/features/imports/components/leave-guard';

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

export function ImportPanel({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const run = useRunImport(kind);
  const [file, setFile] = useState<File | null>(null);
  const [fileRefusal, setFileRefusal] = useState<FileRefusal | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [credentials, setCredentials] = useState<DeviceCredential[] | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const start = (dryRun: boolean) => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(null);
    run.mutate(
      { file, dryRun, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (report) => {
          if (report.kind === 'sites' && !report.dryRun && report.deviceCredentials.length > 0) {
            // Added to any not yet put away: none may be lost.
            setCredentials((prev) => [...(prev ?? []), ...report.deviceCredentials]);
            setDownloaded(false);
          }
        },
        onSettled: () => {
          abort.current = null;
          setProgress(null);
        },
      },
    );
  };

  const choose = (next: File | null, why: FileRefusal | null) => {
    setFile(next);
    setFileRefusal(why);
    run.reset();
  };

  const error = run.error;
  const refusal = error ? importRefusal(error) : null;
  const busy = run.isPending;

  return (
    <Stack spacing={1}>
      <CsvFileChooser file={file} refusal={fileRefusal} onChange={choose} disabled={busy} />
      <Stack direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Tooltip title={t('imports.validateHelp')}>
          <span>
            <Button variant="outlined" startIcon={<FactCheckIcon />} disabled={!file || busy} onClick={() => start(true)}>
              {t('imports.validate')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={t('imports.importHelp')}>
          <span>
            <Button variant="contained" startIcon={<PublishIcon />} disabled={!file || busy} onClick={() => start(false)}>
              {t('imports.import')}
            </Button>
          </span>
        </Tooltip>
        {busy && (
          <Button color="inherit" onClick={() => abort.current?.abort()}>
            {t('imports.cancel')}
          </Button>
        )}
      </Stack>
      {busy && <UploadProgress progress={progress} />}
      {run.isSuccess && <ImportSummary report={run.data} />}
      {refusal && <ImportRefusal refusal={refusal} />}
      {error && !refusal && isAbort(error) && (
        <Alert severity="info" sx={{ my: 2 }}>
          {t('imports.cancelled')}
        </Alert>
      )}
      {error && !refusal && !isAbort(error) && (
        <Alert severity="error" sx={{ my: 2 }} data-testid="import-failure">
          <AlertTitle>{t('imports.failure.title')}</AlertTitle>
          {statusOf(error) !== null && <Typography variant="body2">{t('imports.failure.status', { status: statusOf(error) })}</Typography>}
          <Typography variant="body2">{error.message}</Typography>
        </Alert>
      )}
      {credentials && (
        <DeviceCredentials credentials={credentials} onDownload={() => setDownloaded(true)} onDone={() => setCredentials(null)} />
      )}
      <LeaveGuard when={credentials !== null && !downloaded} />
    </Stack>
  );
}
