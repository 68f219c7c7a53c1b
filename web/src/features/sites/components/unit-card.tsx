/**
 * One chilling unit of the site form: its product type (changing it resets
 * the unit's fields, as ABC has its own set), the fields of that type, and
 * its devices.
 */
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldGrid } from '@/components/form/field-grid';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useSiteOptions } from '@/features/sites/components/site-options';
import { emptyChillingUnit } from '@/features/sites/components/site-values';
import { unitFields } from '@/features/sites/components/unit-fields';
import { DeviceRows } from '@/features/sites/components/device-rows';

function ProductTypeSelect({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const form = useFormContext();
  const { productTypes } = useSiteOptions();
  const { field, error } = useBuilderField(`${prefix}productType.name`);
  const value = (field.value as string | undefined) ?? '';
  const known = value === '' || productTypes.some((p) => p.name === value);
  return (
    <TextField
      select
      fullWidth
      id={`field-${field.name}`}
      name={field.name}
      inputRef={field.ref}
      label={t('sites.fields.unit.productType')}
      required
      value={value}
      onChange={(e) => {
        const next = e.target.value;
        if (next === value) return;
        field.onChange(next);
        form.setValue(`${prefix}productType.productTypeId`, productTypes.find((p) => p.name === next)?.productTypeId ?? null);
        form.setValue(`${prefix}chillingUnit`, emptyChillingUnit());
        form.clearErrors(`${prefix}chillingUnit`);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? (value ? undefined : t('sites.form.productTypeHelp'))}
    >
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {productTypes.map((p) => (
        <MenuItem key={p.name} value={p.name}>
          {p.typeDisplayName || p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function UnitCard({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const options = useSiteOptions();
  const productType = (useWatch({ name: `${prefix}productType.name` }) as string | undefined) ?? '';
  const unitId = (useWatch({ name: `${prefix}chillingUnitId` }) as string | undefined) ?? '';
  return (
    <Stack spacing={2} data-testid="unit-card">
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ProductTypeSelect prefix={prefix} />
        </Grid>
        {unitId && (
          <Grid size={{ xs: 12, sm: 8 }}>
            <Typography variant="body2" color="text.secondary">
              {t('sites.form.unitId', { id: unitId })}
            </Typography>
          </Grid>
        )}
      </Grid>
      {productType && <FieldGrid fields={unitFields(prefix, productType, options)} />}
      <DeviceRows unitPrefix={prefix} />
    </Stack>
  );
}
