/**
 * The delivery log section: the filters in the URL (from, to, channel,
 * status, userName, alertType; the table adds page and size), the table and
 * its export. Other keys of the URL (the screen's tab) are kept.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAlertTypes } from '@/features/notifications/api/get-alert-types';
import {
  FILTER_KEYS,
  filterFromParams,
  filterToParams,
  toDeliveryQuery,
  type DeliveryFilterValues,
} from '@/features/notifications/components/delivery-filter';
import { DeliveryFilterForm } from '@/features/notifications/components/delivery-filter-form';
import { DELIVERY_PAGE_SIZE, DeliveryTable } from '@/features/notifications/components/delivery-table';

/** The URL after a search: the kept keys, the filters, back on the first page. */
export function searchParams(prev: URLSearchParams, v: DeliveryFilterValues): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, value] of prev) {
    if (!(FILTER_KEYS as readonly string[]).includes(k) && k !== 'page' && k !== 'size') next.append(k, value);
  }
  for (const [k, value] of Object.entries(filterToParams(v))) next.set(k, value);
  next.set('page', '0');
  next.set('size', prev.get('size') ?? String(DELIVERY_PAGE_SIZE));
  return next;
}

export function DeliveryLog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key = new URLSearchParams(
    FILTER_KEYS.flatMap((k) => {
      const v = params.get(k);
      return v === null ? [] : [[k, v]];
    }),
  ).toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(key)), [key]);
  // No organisation: the server answers the caller's whole scope, as the audit log.
  const query = useMemo(() => toDeliveryQuery(filter), [filter]);
  const types = useAlertTypes();
  const options = useMemo(
    () => (types.data ?? []).map((a) => ({ value: a.typeName, label: a.typeDisplayName || a.typeName })),
    [types.data],
  );
  const typeName = useCallback((type: string) => options.find((o) => o.value === type)?.label ?? type, [options]);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('notifications.deliveries.intro')}</Typography>
      <DeliveryFilterForm
        key={`${key}|${types.isSuccess}`}
        initial={filter}
        alertTypes={options}
        alertTypesLoading={types.isPending}
        onSearch={(v) => setParams((prev) => searchParams(prev, v))}
      />
      <DeliveryTable query={query} typeName={typeName} />
    </Stack>
  );
}
