/**
 * The L1 devices of one chilling unit: each has a device type (any
 * monitoring type but the L3 gateway), a serial number checked with the
 * server on blur (as that type; the answer sets the device type), the site
 * gateway it reports through, and its l0Config rows. Changing the type
 * clears the rows, whose attributes belong to the type.
 */
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { RenderField } from '@/components/form/render-field';
import { useBuilderField } from '@/components/form/use-builder-field';
import type { DeviceCheck } from '@/features/sites/api/validate-device';
import { useRemoteChecks } from '@/features/sites/components/remote-checks';
import { SerialInput } from '@/features/sites/components/serial-input';
import { useSiteOptions } from '@/features/sites/components/site-options';
import { newDevice } from '@/features/sites/components/site-values';
import { L0Rows } from '@/features/sites/components/l0-rows';

function DeviceRow({ prefix, title, onRemove }: { prefix: string; title: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = useFormContext();
  const checks = useRemoteChecks();
  const { deviceTypes } = useSiteOptions();
  const typeField = useBuilderField(`${prefix}deviceType`);
  const serialField = useBuilderField(`${prefix}serialNumber`);
  const gateway = ((useWatch({ name: 'gatewaySerialNumber' }) as string | undefined) ?? '').trim();
  const deviceType = (typeField.field.value as string | undefined) ?? '';
  const serialPath = `${prefix}serialNumber`;

  const setType = (next: string) => {
    if (next === form.getValues(`${prefix}deviceType`)) return;
    form.setValue(`${prefix}deviceType`, next, { shouldTouch: true, shouldValidate: true });
    form.setValue(`${prefix}l0Config`, []);
  };
  const onDevice = (d: DeviceCheck) => {
    if (d.deviceType) setType(d.deviceType);
  };
  const knownType = deviceType === '' || deviceTypes.some((o) => o.value === deviceType);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <IconButton size="small" aria-label={`${t('form.remove')} ${title}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            id={`field-${typeField.field.name}`}
            name={typeField.field.name}
            inputRef={typeField.field.ref}
            label={t('sites.fields.device.deviceType')}
            required
            value={deviceType}
            onChange={(e) => {
              setType(e.target.value);
              const serial = String(form.getValues(serialPath) ?? '');
              if (serial.trim()) {
                if (form.getFieldState(serialPath).isTouched) void form.trigger(serialPath);
                void checks.check({ kind: e.target.value, serial, path: serialPath, form, onDevice });
              }
            }}
            onBlur={typeField.field.onBlur}
            error={!!typeField.error}
            helperText={typeField.error}
          >
            {!knownType && <MenuItem value={deviceType}>{deviceType}</MenuItem>}
            {deviceTypes.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SerialInput
            field={serialField.field}
            error={serialField.error}
            label={t('sites.fields.device.serialNumber')}
            kind={deviceType}
            required
            onDevice={onDevice}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <RenderField
            config={{
              type: 'select',
              name: `${prefix}gatewaySerialNumber`,
              label: 'sites.fields.device.gatewaySerialNumber',
              required: true,
              options: gateway ? [{ value: gateway, label: gateway }] : [],
            }}
          />
        </Grid>
      </Grid>
      <L0Rows devicePrefix={prefix} deviceType={deviceType} />
    </Paper>
  );
}

export function DeviceRows({ unitPrefix }: { unitPrefix: string }) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext();
  const name = `${unitPrefix}l1DeviceInfo`;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('sites.form.devices')}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('sites.form.noDevices')}
        </Typography>
      )}
      {fields.map((f, j) => (
        <DeviceRow key={f.id} prefix={`${name}.${j}.`} title={t('sites.form.deviceTitle', { n: j + 1 })} onRemove={() => remove(j)} />
      ))}
      <Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(newDevice(String(getValues('gatewaySerialNumber') ?? '').trim()))}
        >
          {t('sites.form.addDevice')}
        </Button>
      </Box>
    </Stack>
  );
}
