/**
 * The entries of a SELECT or COST sub-task: one row per entry with its
 * fields and a remove button (the last entry stays), the list's own error,
 * and an add button that adds only when the last entry is valid.
 */
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { TextInput } from '@/components/form/fields/text-input';
import type { InputFieldBase } from '@/components/form/form-types';
import { LIMITS } from '@/features/checklists/components/schema';
import { useAddWhenValid, useListError } from '@/features/checklists/components/add-when-valid';

export interface EntryListEditorProps {
  /** The list's path: 'taskList.0.subTasks.1.subTaskValue'. */
  path: string;
  /** i18n keys: the list's title, an entry's name ({{n}}), add and remove ({{n}}). */
  labels: { title: string; entry: string; add: string; remove: string };
  /** The fields of an entry, named relative to it ('name', 'currency'). */
  entryFields: InputFieldBase[];
  blank: () => Record<string, string>;
}

export function EntryListEditor({ path, labels, entryFields, blank }: EntryListEditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const add = useAddWhenValid();
  const listError = useListError(path);
  const last = fields.length - 1;
  return (
    <Stack spacing={1.5} role="group" aria-label={t(labels.title)}>
      <Typography variant="body2" color="text.secondary">
        {t(labels.title)}
      </Typography>
      {fields.map((f, k) => (
        <Stack
          key={f.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          role="group"
          aria-label={t(labels.entry, { n: k + 1 })}
        >
          {entryFields.map((config) => (
            <TextInput key={config.name} config={{ ...config, name: `${path}.${k}.${config.name}` }} textFieldProps={{ size: 'small' }} />
          ))}
          <IconButton aria-label={t(labels.remove, { n: k + 1 })} disabled={fields.length <= 1} onClick={() => remove(k)} sx={{ mt: 0.5 }}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={fields.length >= LIMITS.entries}
          onClick={() => void add(last >= 0 ? `${path}.${last}` : null, () => append(blank()))}
        >
          {t(labels.add)}
        </Button>
      </Box>
    </Stack>
  );
}
