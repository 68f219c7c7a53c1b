/**
 * /configuration/audit-log (ALL_PRIVILEGE only, app/route-privileges): who
 * signed in, was refused or changed what, newest first. The filters are in
 * the URL (from, to, actor, action, object; the table adds page and size).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import type { AuditEntry } from '@/features/audit/api/get-audit-entries';
import {
  FILTER_KEYS,
  filterFromParams,
  filterToParams,
  toAuditQuery,
  type AuditFilterValues,
} from '@/features/audit/components/audit-filter';
import { AuditFilterForm } from '@/features/audit/components/audit-filter-form';
import { AUDIT_PAGE_SIZE, AuditTable } from '@/features/audit/components/audit-table';
import { EntryDialog } from '@/features/audit/components/entry-dialog';

export default function AuditLogRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The filters as the URL holds them; the table's own page and size do not change them.
  const key = new URLSearchParams(
    FILTER_KEYS.flatMap((k) => {
      const v = params.get(k);
      return v === null ? [] : [[k, v]];
    }),
  ).toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(key)), [key]);
  // No organisation: the server answers the caller's whole scope (a
  // sub-organisation's administrator could not name their parent anyway).
  const query = useMemo(() => toAuditQuery(filter, ''), [filter]);
  const [selected, setSelected] = useState<AuditEntry | null>(null);
  const [open, setOpen] = useState(false);
  const onOpen = useCallback((e: AuditEntry) => {
    setSelected(e);
    setOpen(true);
  }, []);

  const onSearch = (v: AuditFilterValues) => {
    setParams((prev) => {
      const next = new URLSearchParams(filterToParams(v));
      next.set('page', '0');
      next.set('size', prev.get('size') ?? String(AUDIT_PAGE_SIZE));
      return next;
    });
  };

  return (
    <Box>
      <PageHeader
        crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('nav.configuration') }, { label: t('audit.title') }]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('audit.title')}
          </Typography>
          <AuditFilterForm key={key} initial={filter} onSearch={onSearch} />
          <AuditTable query={query} onOpen={onOpen} />
        </Stack>
      </Paper>
      <EntryDialog entry={selected} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
