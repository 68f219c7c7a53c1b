/** The progress of an upload: the share of the file sent, then the server checking it. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadProgress as Progress } from '@/features/imports/api/upload-csv';

export function UploadProgress({ progress }: { progress: Progress | null }) {
  const { t } = useTranslation();
  const sending = progress?.phase === 'sending';
  const percent = sending && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  const text = sending ? t('imports.progress.sending', { percent }) : t('imports.progress.processing');
  return (
    <Box role="status" sx={{ my: 2 }}>
      <LinearProgress
        aria-label={t('imports.progress.label')}
        aria-valuetext={text}
        variant={sending ? 'determinate' : 'indeterminate'}
        value={sending ? percent : undefined}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
