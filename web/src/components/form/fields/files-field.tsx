import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { FilesFieldConfig } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';
import { objectKey } from '@/lib/object-key';

export const DEFAULT_ACCEPT = ['image/*'];
/** A file chip shows this many characters of the name. */
export const CHIP_NAME_LENGTH = 20;

/** Whether a file is of one of the accepted types ('image/*', 'image/png', '.csv'). */
export function isAccepted(file: File, accept: string[]): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

/**
 * type 'files': stores File[]. Only files of the accepted types (images by
 * default) are kept; a refused file shows the hint. Each kept file is a chip
 * with the first 20 characters of its name.
 */
export function FilesField({ config }: { config: FilesFieldConfig }) {
  const { t } = useTranslation();
  const tx = useTx();
  const id = useId();
  const { field, error } = useBuilderField(config.name);
  const [refused, setRefused] = useState(false);
  const accept = config.accept?.length ? config.accept : DEFAULT_ACCEPT;
  const multiple = config.multiple ?? true;
  const files: File[] = Array.isArray(field.value) ? (field.value as File[]) : [];
  const imagesOnly = accept.every((a) => a.toLowerCase().startsWith('image/'));
  const hint = config.refusedHint
    ? tx(config.refusedHint)
    : imagesOnly
      ? t('form.onlyImages')
      : t('form.unsupportedFile', { types: accept.join(', ') });

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const kept = chosen.filter((f) => isAccepted(f, accept));
    setRefused(kept.length < chosen.length);
    if (kept.length > 0) field.onChange(multiple ? [...files, ...kept] : kept.slice(0, 1));
    field.onBlur();
  };

  return (
    <FormControl fullWidth error={!!error || refused} disabled={config.disabled} required={config.required}>
      {config.label && <FormLabel htmlFor={`${id}-input`}>{tx(config.label)}</FormLabel>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, gap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={config.disabled}>
          {config.buttonLabel ? tx(config.buttonLabel) : multiple ? t('form.chooseFiles') : t('form.chooseFile')}
          <input
            id={`${id}-input`}
            data-testid={`files-${config.name}`}
            name={field.name}
            ref={field.ref}
            type="file"
            hidden
            multiple={multiple}
            accept={accept.join(',')}
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
        {files.map((f, i) => (
          <Chip
            key={objectKey(f)}
            label={f.name.slice(0, CHIP_NAME_LENGTH)}
            title={f.name}
            size="small"
            onDelete={config.disabled ? undefined : () => field.onChange(files.filter((_, j) => j !== i))}
          />
        ))}
      </Stack>
      {refused && <FormHelperText>{hint}</FormHelperText>}
      {error && <FormHelperText>{error}</FormHelperText>}
      {!refused && !error && config.helperText && <FormHelperText error={false}>{tx(config.helperText)}</FormHelperText>}
    </FormControl>
  );
}
