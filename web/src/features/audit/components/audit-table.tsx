/**
 * The audit log table: server-paged (page and size in the URL), newest
 * first, 'No Data Found' when nothing matches, an Export of every entry
 * matching the filters (auditLog.xlsx). A row, or its details button,
 * opens the entry.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { browserZone } from '@/components/data-table/export-xlsx';
import { languageOf } from '@/lib/format';
import { AUDIT_ENTRIES_PATH, auditEntriesFetcher, type AuditEntry, type AuditQuery } from '@/features/audit/api/get-audit-entries';
import { auditColumns } from '@/features/audit/components/audit-columns';

export const AUDIT_PAGE_SIZE = 20;

export function AuditTable({ query, onOpen }: { query: AuditQuery; onOpen: (e: AuditEntry) => void }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const fetch = useMemo(() => auditEntriesFetcher(query), [query]);
  const columns = useMemo(() => auditColumns(t, lang, onOpen), [t, lang, onOpen]);
  return (
    <DataTable<AuditEntry>
      label={t('audit.listLabel')}
      columns={columns}
      queryKey={['audit', 'entries', query]}
      fetch={fetch}
      getRowId={(e) => e.id || `${e.at}|${e.actorName}|${e.action}|${e.objectKey}`}
      export={{ path: AUDIT_ENTRIES_PATH, query: { ...query }, fileName: 'auditLog', zone: browserZone() }}
      emptyText="audit.empty"
      defaultSize={AUDIT_PAGE_SIZE}
      onRowClick={onOpen}
    />
  );
}
