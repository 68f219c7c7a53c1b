/**
 * The audit log's columns: time (in the user's language and time zone),
 * actor, address, organisation, action, object with its name or id, HTTP
 * status, and a button opening the entry's details. The export writes the
 * time as a date on the user's clock and the status as a number.
 */
import type { TFunction } from 'i18next';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatDateTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { AuditEntry } from '@/features/audit/api/get-audit-entries';
import { actionLabel, objectText } from '@/features/audit/components/audit-vocabulary';

const C = 'audit.columns';

/** An RFC 3339 instant as 'dd MMM yyyy - HH:mm:ss' in the browser's zone; '' when invalid. */
export function showTime(at: string, lang: Language): string {
  const d = at ? new Date(at) : null;
  return d && !Number.isNaN(d.getTime()) ? formatDateTime(d, lang) : at;
}

function statusColor(status: number): 'success' | 'warning' | 'error' | 'default' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  return status >= 200 ? 'success' : 'default';
}

export function auditColumns(t: TFunction, lang: Language, onOpen: (e: AuditEntry) => void): DataTableColumn<AuditEntry>[] {
  return [
    {
      field: 'at',
      header: `${C}.time`,
      minWidth: 190,
      sortable: false,
      renderCell: (e) => showTime(e.at, lang),
      exportType: 'datetime',
    },
    { field: 'actorName', header: `${C}.actor`, minWidth: 130, sortable: false },
    { field: 'address', header: `${C}.address`, minWidth: 130, sortable: false },
    { field: 'orgName', header: `${C}.organisation`, minWidth: 140, sortable: false },
    { field: 'action', header: `${C}.action`, minWidth: 180, sortable: false, renderCell: (e) => actionLabel(e.action, t) },
    {
      field: 'object',
      header: `${C}.object`,
      minWidth: 180,
      sortable: false,
      renderCell: (e) => objectText(e.object, e.objectKey, t),
      exportAs: [
        { field: 'object', header: `${C}.object` },
        { field: 'objectKey', header: `${C}.objectKey` },
      ],
    },
    {
      field: 'status',
      header: `${C}.status`,
      width: 100,
      align: 'center',
      sortable: false,
      renderCell: (e) => (e.status ? <Chip size="small" variant="outlined" color={statusColor(e.status)} label={e.status} /> : ''),
      exportType: 'number',
    },
    {
      field: 'details',
      header: `${C}.details`,
      width: 90,
      align: 'center',
      sortable: false,
      exportable: false,
      renderCell: (e) => (
        <IconButton
          size="small"
          aria-label={t('audit.openDetails', { action: actionLabel(e.action, t), actor: e.actorName })}
          onClick={(ev) => {
            ev.stopPropagation();
            onOpen(e);
          }}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}
