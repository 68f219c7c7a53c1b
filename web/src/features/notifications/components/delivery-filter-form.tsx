/** The delivery log's filters; Search writes them to the URL, Clear empties them. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { DateProvider } from '@/components/form/date-provider';
import { FieldGrid } from '@/components/form/field-grid';
import { builderResolver } from '@/components/form/form-resolver';
import type { FieldConfig, FieldOption } from '@/components/form/form-types';
import { deliveryFilterSchema, EMPTY_FILTER, type DeliveryFilterValues } from '@/features/notifications/components/delivery-filter';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '@/features/notifications/components/delivery-vocabulary';

const F = 'notifications.deliveries.filters';

export interface DeliveryFilterFormProps {
  initial: DeliveryFilterValues;
  /** The alert types to choose from (value: type name, label: its display name). */
  alertTypes: FieldOption[];
  alertTypesLoading?: boolean;
  onSearch: (v: DeliveryFilterValues) => void;
}

export function DeliveryFilterForm({ initial, alertTypes, alertTypesLoading, onSearch }: DeliveryFilterFormProps) {
  const { t, i18n } = useTranslation();
  const current = useRef({ fields: [] as FieldConfig[], t, language: i18n.language });
  const [resolver] = useState(
    () =>
      builderResolver(() => ({ schema: deliveryFilterSchema as never, ...current.current })) as unknown as Resolver<DeliveryFilterValues>,
  );
  const form = useForm<DeliveryFilterValues>({ resolver, mode: 'onTouched', defaultValues: initial });

  const fields = useMemo<FieldConfig[]>(
    () => [
      { type: 'datePicker', name: 'from', label: `${F}.from`, disableFuture: true, width: 3 },
      { type: 'datePicker', name: 'to', label: `${F}.to`, width: 3 },
      {
        type: 'select',
        name: 'channel',
        label: `${F}.channel`,
        width: 3,
        options: [
          { value: '', label: `${F}.anyChannel` },
          ...DELIVERY_CHANNELS.map((c) => ({ value: c, label: `notifications.channels.${c}` })),
        ],
      },
      {
        type: 'select',
        name: 'status',
        label: `${F}.status`,
        width: 3,
        options: [
          { value: '', label: `${F}.anyStatus` },
          ...DELIVERY_STATUSES.map((s) => ({ value: s, label: `notifications.statuses.${s}` })),
        ],
      },
      { type: 'text', name: 'userName', label: `${F}.userName`, width: 6 },
      {
        type: 'select',
        name: 'alertType',
        label: `${F}.alertType`,
        width: 6,
        loading: alertTypesLoading,
        // A type in the URL that the list lacks (not loaded yet, or unknown) is still offered.
        options: [
          { value: '', label: `${F}.anyAlertType` },
          ...alertTypes,
          ...(initial.alertType && !alertTypes.some((o) => o.value === initial.alertType)
            ? [{ value: initial.alertType, label: initial.alertType }]
            : []),
        ],
      },
    ],
    [alertTypes, alertTypesLoading, initial.alertType],
  );
  useEffect(() => {
    current.current = { fields, t, language: i18n.language };
  });

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={t(`${F}.label`)} onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
          <FieldGrid fields={fields} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => onSearch(EMPTY_FILTER)}>
              {t(`${F}.clear`)}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {t(`${F}.search`)}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </DateProvider>
  );
}
