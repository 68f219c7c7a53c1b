import { useTranslation } from 'react-i18next';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { TaskFieldsConfig } from '@/components/form/form-types';
import { prefixField } from '@/components/form/field-paths';
import { FieldGrid } from '@/components/form/field-grid';
import { useTx } from '@/components/form/translate-text';

/**
 * type 'TaskFields': a repeating group (useFieldArray) with add and remove.
 * Each item renders the caller's itemFields (named relative to the item) or
 * the caller's renderItem.
 */
export function TaskFieldsField({ config }: { config: TaskFieldsConfig }) {
  const { t } = useTranslation();
  const tx = useTx();
  const form = useFormContext();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: config.name });
  const { errors, isSubmitted } = useFormState({ control: form.control, name: config.name });
  const own = get(errors, config.name) as { message?: string; root?: { message?: string } } | undefined;
  const message = own?.message ?? own?.root?.message;
  const min = config.minItems ?? 0;
  const canAdd = config.maxItems === undefined || fields.length < config.maxItems;
  const title = (n: number) => (config.itemLabel ? tx(config.itemLabel, { n }) : t('form.item', { n }));

  return (
    <Stack spacing={2}>
      {config.label && (
        <Typography variant="subtitle1" component="h3">
          {tx(config.label)}
        </Typography>
      )}
      {fields.map((item, index) => {
        const prefix = `${config.name}.${index}.`;
        return (
          <Paper key={item.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={title(index + 1)}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2">{title(index + 1)}</Typography>
              <IconButton
                aria-label={`${t('form.remove')} ${title(index + 1)}`}
                onClick={() => remove(index)}
                disabled={config.disabled || fields.length <= min}
                size="small"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            {config.renderItem ? (
              config.renderItem({ index, prefix, remove: () => remove(index), form })
            ) : (
              <FieldGrid fields={(config.itemFields ?? []).map((f) => prefixField(f, prefix))} />
            )}
          </Paper>
        );
      })}
      {message && isSubmitted && <FormHelperText error>{tx(message)}</FormHelperText>}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={config.disabled || !canAdd}
          onClick={() => append(typeof config.newItem === 'function' ? config.newItem() : { ...config.newItem })}
        >
          {config.addLabel ? tx(config.addLabel) : t('form.add')}
        </Button>
      </Box>
    </Stack>
  );
}
