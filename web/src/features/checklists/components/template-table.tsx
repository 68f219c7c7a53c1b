/**
 * The checklist templates table (spec 02 §2): name, description, number of
 * tasks and an edit action; paged on the server, 10 a page from page 0.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { EditLink } from '@/components/actions/edit-link';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { templatesFetcher } from '@/features/checklists/api/get-templates';
import type { Template } from '@/features/checklists/api/template';

/** Spec 02 §9: the template list pages 10 at a time. */
export const TEMPLATE_LIST_SIZE = 10;

export function templateEditPath(id: number): string {
  return `/configuration/checklist-templates-edit/${id}`;
}

export function TemplateTable({ orgName }: { orgName?: string }) {
  const { t } = useTranslation();
  const fetch = useMemo(() => templatesFetcher(orgName), [orgName]);
  const columns = useMemo<DataTableColumn<Template>[]>(
    () => [
      { field: 'checklistName', header: 'checklists.columns.checklistName', minWidth: 180 },
      { field: 'checklistDescription', header: 'checklists.columns.checklistDescription', flex: 2, minWidth: 220 },
      { field: 'tasks', header: 'checklists.columns.tasks', width: 150, align: 'center', value: (r) => r.taskList.length },
      {
        field: 'actions',
        header: 'checklists.actions',
        sortable: false,
        exportable: false,
        width: 100,
        align: 'center',
        renderCell: (r) => (
          <EditLink
            to={templateEditPath(r.id)}
            label={t('checklists.edit', { name: r.checklistName })}
            anyOf={[PRIVILEGE.checklistConfiguration]}
          />
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable<Template>
      label={t('checklists.listLabel')}
      columns={columns}
      queryKey={['checklists', 'list', orgName ?? '']}
      fetch={fetch}
      getRowId={(r) => r.id}
      defaultSize={TEMPLATE_LIST_SIZE}
    />
  );
}
