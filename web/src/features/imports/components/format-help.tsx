/** The import's file format in brief, its limits and the sample download. */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportKind } from '@/features/imports/api/import-kinds';
import { useDownloadSample } from '@/features/imports/api/download-sample';

const FORMAT: Record<ImportKind, { prefix: string; lines: string[] }> = {
  sites: { prefix: 'imports.site.format', lines: ['lines', 'required', 'lists', 'allOrNone'] },
  alerts: { prefix: 'imports.alert.format', lines: ['lines', 'channels', 'types', 'allOrNone'] },
};

export function FormatHelp({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const sample = useDownloadSample(kind);
  const { prefix, lines } = FORMAT[kind];
  return (
    <Box component="section" aria-labelledby="import-format-title">
      <Typography id="import-format-title" variant="h6" component="h2">
        {t('imports.formatTitle')}
      </Typography>
      <Box component="ul" sx={{ mt: 1, mb: 1, pl: 3 }}>
        {lines.map((l) => (
          <Typography component="li" variant="body2" key={l} sx={{ mb: 0.5 }}>
            {t(`${prefix}.${l}`)}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mb: 2, fontWeight: 500 }}>
        {t('imports.limits')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={sample.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={sample.isPending}
        onClick={() => sample.mutate()}
      >
        {t('imports.sample')}
      </Button>
      {sample.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => sample.reset()}>
          {t('imports.sampleFailed', { message: sample.error.message })}
        </Alert>
      )}
    </Box>
  );
}
