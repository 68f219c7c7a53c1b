/**
 * The records of a chilling unit in a date range (spec 02 §2): checklist
 * name (a link to the record's details), performed by, action date, due
 * date, number of tasks and the readings out of their expected range
 * (flagged); 'No Data Found' when there is none.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { fromDateTime, type MaintenanceRecord } from '@/features/maintenance/api/record';
import { unitRecordsFetcher, type UnitRecordsQuery } from '@/features/maintenance/api/get-unit-records';
import { languageOf, showDate, showDateTime } from '@/features/maintenance/components/display';
import { OutOfRangeFlag } from '@/features/maintenance/components/out-of-range-flag';
import { outOfRangeCount } from '@/features/maintenance/components/record-schema';

/** The details page of a record; `list` is the search to go back to. */
export function recordDetailsPath(r: MaintenanceRecord, list: Record<string, string>): string {
  const q = new URLSearchParams({ id: String(r.id), unit: r.chillingUnitUuid, ...list });
  if (!r.chillingUnitUuid) q.delete('unit');
  return `/preventiveMaintenance/view-records/record-details/${encodeURIComponent(r.checklistName)}?${q.toString()}`;
}

const time = (v: MaintenanceRecord['actionDate']) => fromDateTime(v)?.getTime() ?? null;

export function RecordTable({ query, list }: { query: UnitRecordsQuery; list: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const fetch = useMemo(() => unitRecordsFetcher(query), [query]);
  const columns = useMemo<DataTableColumn<MaintenanceRecord>[]>(
    () => [
      { field: 'checklistName', header: 'maintenance.columns.checklistName', minWidth: 180, link: (r) => recordDetailsPath(r, list) },
      { field: 'performedBy', header: 'maintenance.columns.performedBy', minWidth: 150 },
      {
        field: 'actionDate',
        header: 'maintenance.columns.actionDate',
        minWidth: 190,
        value: (r) => time(r.actionDate),
        renderCell: (r) => showDateTime(r.actionDate, lang),
      },
      {
        field: 'dueDate',
        header: 'maintenance.columns.dueDate',
        minWidth: 140,
        value: (r) => time(r.dueDate),
        renderCell: (r) => showDate(r.dueDate, lang),
      },
      { field: 'tasks', header: 'maintenance.columns.tasks', width: 150, align: 'center', value: (r) => r.taskList.length },
      {
        field: 'outOfRange',
        header: 'maintenance.columns.outOfRange',
        minWidth: 170,
        value: (r) => outOfRangeCount(r.taskList),
        renderCell: (r) => {
          const n = outOfRangeCount(r.taskList);
          return n > 0 ? <OutOfRangeFlag count={n} /> : '';
        },
      },
    ],
    [lang, list],
  );
  return (
    <DataTable<MaintenanceRecord>
      label={t('maintenance.view.listLabel')}
      columns={columns}
      queryKey={['maintenance', 'records', 'unit', query]}
      fetch={fetch}
      getRowId={(r) => r.id}
      emptyText="maintenance.view.noData"
    />
  );
}
