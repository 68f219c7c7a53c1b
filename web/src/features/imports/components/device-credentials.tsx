/**
 * The new devices' ingestion credentials after a real site import, shown
 * this once (the server keeps only a hash): a warning, the list, a CSV
 * download, and a button to put them away once saved.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import KeyIcon from '@mui/icons-material/Key';
import { saveBlob } from '@/components/data-table/export-xlsx';
import type { DeviceCredential } from '@/features/imports/api/import-report';
import { credentialsCsv, credentialsFileName } from '@/features/imports/components/credentials-csv';

export interface DeviceCredentialsProps {
  credentials: DeviceCredential[];
  /** Called once they are saved as a file. */
  onDownload?: () => void;
  onDone: () => void;
}

export function DeviceCredentials({ credentials, onDownload, onDone }: DeviceCredentialsProps) {
  const { t } = useTranslation();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const download = () => {
    const name = credentialsFileName();
    saveBlob(new Blob([credentialsCsv(credentials)], { type: 'text/csv;charset=utf-8' }), name);
    setSavedAs(name);
    onDownload?.();
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="device-credentials-title" sx={{ p: 2, my: 2 }}>
      <Typography id="device-credentials-title" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <KeyIcon color="primary" aria-hidden="true" />
        {t('imports.credentials.title')}
      </Typography>
      <Alert severity="warning" sx={{ my: 2 }}>
        <AlertTitle>{t('imports.credentials.once')}</AlertTitle>
      </Alert>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={t('imports.credentials.table')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 220 }}>{t('imports.credentials.serialNumber')}</TableCell>
              <TableCell>{t('imports.credentials.token')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {credentials.map((c) => (
              <TableRow key={c.serialNumber}>
                <TableCell>{c.serialNumber}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>{c.token}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download}>
          {t('imports.credentials.download')}
        </Button>
        <Button variant="outlined" onClick={onDone}>
          {t('imports.credentials.done')}
        </Button>
        {savedAs && (
          <Typography role="status" variant="body2" color="success.main">
            {t('imports.credentials.downloaded', { name: savedAs })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
