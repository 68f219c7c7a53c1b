/**
 * Chooses one CSV file. A file of another type, an empty one or one over
 * 10 MB is refused here with a message naming it, and is not kept.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { checkCsvFile, formatSize, type FileRefusal } from '@/features/imports/components/check-file';

export interface CsvFileChooserProps {
  file: File | null;
  refusal: FileRefusal | null;
  /** A file that passed the checks (the refusal null), or none and why. */
  onChange: (file: File | null, refusal: FileRefusal | null) => void;
  disabled?: boolean;
}

export function CsvFileChooser({ file, refusal, onChange, disabled }: CsvFileChooserProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" color="secondary" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
          {t(file ? 'imports.file.change' : 'imports.file.choose')}
          <input
            ref={input}
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={t('imports.file.input')}
            disabled={disabled}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              // The same file may be chosen again after a fix.
              e.target.value = '';
              if (!chosen) return;
              const why = checkCsvFile(chosen, i18n.language);
              onChange(why ? null : chosen, why);
            }}
          />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="chosen-file">
          {file ? t('imports.file.chosen', { name: file.name, size: formatSize(file.size, i18n.language) }) : t('imports.file.none')}
        </Typography>
      </Stack>
      {refusal && (
        <FormHelperText error role="alert">
          {t(refusal.key, { name: refusal.name, size: refusal.size })}
        </FormHelperText>
      )}
    </Stack>
  );
}
