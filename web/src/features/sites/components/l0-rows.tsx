/**
 * The l0Config rows of one device: which raw attribute of the device feeds
 * which application attribute, in which unit. The choices are those of the
 * device's type (metadata deviceAttributes, applicationAttributes and
 * unitsValueTypes by type); rows can be added once a type is chosen.
 */
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FieldGrid } from '@/components/form/field-grid';
import type { FieldConfig } from '@/components/form/form-types';
import { toOptions } from '@/features/sites/api/type-list';
import { useDeviceMetaList } from '@/features/sites/api/get-device-meta-list';
import { newL0 } from '@/features/sites/components/site-values';

const L = 'sites.fields.l0';

export function L0Rows({ devicePrefix, deviceType }: { devicePrefix: string; deviceType: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const name = `${devicePrefix}l0Config`;
  const { fields, append, remove } = useFieldArray({ control, name });
  const deviceAttributes = useDeviceMetaList('deviceAttributes', deviceType);
  const applicationAttributes = useDeviceMetaList('applicationAttributes', deviceType);
  const units = useDeviceMetaList('unitsValueTypes', deviceType);

  const rowFields = (p: string): FieldConfig[] => [
    {
      type: 'select',
      name: `${p}deviceAttribute`,
      label: `${L}.deviceAttribute`,
      required: true,
      options: toOptions(deviceAttributes.data),
      loading: deviceAttributes.isFetching,
      width: 4,
    },
    {
      type: 'select',
      name: `${p}applicationAttribute`,
      label: `${L}.applicationAttribute`,
      required: true,
      options: toOptions(applicationAttributes.data),
      loading: applicationAttributes.isFetching,
      width: 4,
    },
    { type: 'select', name: `${p}unit`, label: `${L}.unit`, options: toOptions(units.data), loading: units.isFetching, width: 4 },
  ];

  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      {fields.map((f, k) => {
        const title = t('sites.form.l0Title', { n: k + 1 });
        return (
          <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="group" aria-label={title}>
            <Box sx={{ flex: 1 }}>
              <FieldGrid fields={rowFields(`${name}.${k}.`)} />
            </Box>
            <IconButton size="small" aria-label={`${t('form.remove')} ${title}`} onClick={() => remove(k)} sx={{ mt: 1 }}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} disabled={!deviceType} onClick={() => append(newL0())}>
          {t('sites.form.addL0')}
        </Button>
      </Box>
    </Stack>
  );
}
