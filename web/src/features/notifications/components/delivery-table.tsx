/**
 * The delivery log table: server-paged (page and size in the URL), newest
 * first, 'No Data Found' when nothing matches, and an Export of every row
 * matching the filters (notificationDeliveries.xlsx) through the server.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { browserZone } from '@/components/data-table/export-xlsx';
import { languageOf } from '@/lib/format';
import { DELIVERIES_PATH, deliveriesFetcher, type Delivery, type DeliveryQuery } from '@/features/notifications/api/get-deliveries';
import { deliveryColumns } from '@/features/notifications/components/delivery-columns';

export const DELIVERY_PAGE_SIZE = 20;

export function DeliveryTable({ query, typeName }: { query: DeliveryQuery; typeName: (type: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const fetch = useMemo(() => deliveriesFetcher(query), [query]);
  const columns = useMemo(() => deliveryColumns(t, lang, typeName), [t, lang, typeName]);
  return (
    <DataTable<Delivery>
      label={t('notifications.deliveries.listLabel')}
      columns={columns}
      queryKey={['notifications', 'deliveries', query]}
      fetch={fetch}
      getRowId={(d) => d.id || `${d.at}|${d.userName}|${d.channel}|${d.status}`}
      export={{ path: DELIVERIES_PATH, query: { ...query }, fileName: 'notificationDeliveries', zone: browserZone() }}
      emptyText="notifications.deliveries.empty"
      defaultSize={DELIVERY_PAGE_SIZE}
      autoRowHeight
    />
  );
}
