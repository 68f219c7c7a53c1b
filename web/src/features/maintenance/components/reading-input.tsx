/**
 * The reading of one sub-task, as its type asks: one of the options
 * (SELECT), yes or no (BOOLEAN), a number (RANGE: one outside the
 * expected range is accepted and flagged), or an amount and its currency
 * (COST).
 */
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { SelectField } from '@/components/form/fields/select-field';
import { TextInput } from '@/components/form/fields/text-input';
import { useWatch } from 'react-hook-form';
import { OutOfRangeFlag } from '@/features/maintenance/components/out-of-range-flag';
import { costsOf, currenciesOf, optionsOf, outOfRange, rangeOf } from '@/features/maintenance/components/record-schema';

const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

export function ReadingInput({ prefix, taskType, taskValue }: { prefix: string; taskType: string; taskValue: unknown }) {
  const { t } = useTranslation();
  const name = `${prefix}.reading`;
  const label = 'maintenance.fields.reading';
  switch (taskType) {
    case 'SELECT':
      return (
        <SelectField
          config={{
            type: 'select',
            name,
            label,
            options: [
              { value: '', label: 'maintenance.none' },
              ...optionsOf(taskValue).map((o) => ({ value: o.value, label: o.name || o.value })),
            ],
          }}
        />
      );
    case 'BOOLEAN':
      return (
        <SelectField
          config={{
            type: 'select',
            name,
            label,
            options: [
              { value: '', label: 'maintenance.none' },
              { value: 'true', label: 'maintenance.yes' },
              { value: 'false', label: 'maintenance.no' },
            ],
          }}
        />
      );
    case 'RANGE':
      return <RangeReading name={name} label={label} taskValue={taskValue} />;
    case 'COST': {
      const currencies = currenciesOf(taskValue);
      const listed = costsOf(taskValue);
      return (
        <Grid container spacing={1}>
          <Grid size={currencies.length ? 7 : 12}>
            <TextInput
              config={{
                name,
                label: 'maintenance.fields.amount',
                helperText: listed.length ? t('maintenance.listedCosts', { costs: listed.join(', ') }) : undefined,
              }}
              textFieldProps={decimal}
            />
          </Grid>
          {currencies.length > 0 && (
            <Grid size={5}>
              <SelectField
                config={{
                  type: 'select',
                  name: `${prefix}.currency`,
                  label: 'maintenance.fields.currency',
                  options: currencies.map((c) => ({ value: c, label: c })),
                }}
              />
            </Grid>
          )}
        </Grid>
      );
    }
    default:
      return <TextInput config={{ name, label }} />;
  }
}

/** A RANGE reading: its expected range under it, and a flag while the number typed is outside it. */
function RangeReading({ name, label, taskValue }: { name: string; label: string; taskValue: unknown }) {
  const { t } = useTranslation();
  const reading = useWatch({ name }) as unknown;
  const r = rangeOf(taskValue);
  const expected = r ? t('maintenance.range', { min: r.min, max: r.max, type: r.type }).trim() : '';
  return (
    <>
      <TextInput
        config={{ name, label, helperText: r ? t('maintenance.expectedRange', { range: expected }) : undefined }}
        textFieldProps={decimal}
      />
      {outOfRange('RANGE', taskValue, reading) && <OutOfRangeFlag expected={expected} sx={{ mt: 0.5 }} />}
    </>
  );
}
