/**
 * The delivery log's columns: when, to whom, the channel, the status, the
 * first alert of the message (type and stage, kind, site, unit), how many
 * alert changes it carried, the address and the error.
 */
import type { TFunction } from 'i18next';
import Chip from '@mui/material/Chip';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { alertNameWithStage } from '@/lib/alert-name';
import type { Language } from '@/lib/i18n';
import type { Delivery } from '@/features/notifications/api/get-deliveries';
import { channelLabel, kindLabel, statusLabel, statusTone } from '@/features/notifications/components/delivery-vocabulary';
import { fullTime } from '@/features/notifications/components/inbox-time';

const C = 'notifications.deliveries.columns';

/** The alert column: the type's display name with the stage it reached. */
export function alertText(d: Delivery, t: TFunction, typeName: (type: string) => string): string {
  if (!d.alertType) return '';
  return alertNameWithStage(typeName(d.alertType), d.stage, (stage) => t('notifications.deliveries.stage', { stage }));
}

export function deliveryColumns(t: TFunction, lang: Language, typeName: (type: string) => string): DataTableColumn<Delivery>[] {
  return [
    { field: 'at', header: `${C}.at`, minWidth: 180, sortable: false, renderCell: (d) => fullTime(d.at, lang), exportType: 'datetime' },
    { field: 'userName', header: `${C}.userName`, minWidth: 130, sortable: false },
    { field: 'channel', header: `${C}.channel`, minWidth: 100, sortable: false, renderCell: (d) => channelLabel(d.channel, t) },
    {
      field: 'status',
      header: `${C}.status`,
      minWidth: 190,
      sortable: false,
      renderCell: (d) => {
        const tone = statusTone(d.status);
        return d.status ? (
          <Chip size="small" variant={tone === 'default' ? 'outlined' : 'filled'} color={tone} label={statusLabel(d.status, t)} />
        ) : (
          ''
        );
      },
    },
    {
      field: 'alertType',
      header: `${C}.alert`,
      minWidth: 200,
      sortable: false,
      renderCell: (d) => alertText(d, t, typeName),
      exportAs: [
        { field: 'alertType', header: `${C}.alertType`, type: 'alertType' },
        { field: 'stage', header: `${C}.stage`, type: 'number' },
      ],
    },
    { field: 'kind', header: `${C}.kind`, minWidth: 120, sortable: false, renderCell: (d) => kindLabel(d.kind, t) },
    { field: 'siteName', header: `${C}.site`, minWidth: 150, sortable: false },
    { field: 'chillingUnitName', header: `${C}.unit`, minWidth: 130, sortable: false },
    { field: 'entries', header: `${C}.entries`, width: 90, align: 'center', sortable: false, exportType: 'number' },
    { field: 'address', header: `${C}.address`, minWidth: 170, sortable: false },
    { field: 'error', header: `${C}.error`, minWidth: 200, sortable: false },
  ];
}
