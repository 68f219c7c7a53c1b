/**
 * /preventiveMaintenance/view-records: the records of a chilling unit in a
 * date range. The search is kept in the URL (site, unit, from, to; the
 * table adds page and size) and the list shows once a unit is searched.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { searchFromParams, searchToParams, toUnitRecordsQuery, type SearchValues } from '@/features/maintenance/components/search-schema';
import { RecordSearchForm } from '@/features/maintenance/components/record-search-form';
import { RecordTable } from '@/features/maintenance/components/record-table';

export const VIEW_RECORDS_PATH = '/preventiveMaintenance/view-records';

export default function ViewRecordsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [site, unit, from, to] = ['site', 'unit', 'from', 'to'].map((k) => params.get(k) ?? '');
  // The search as the URL holds it; the table's own page and size do not change it.
  const search = useMemo(() => searchFromParams(new URLSearchParams({ site, unit, from, to })), [site, unit, from, to]);
  const query = useMemo(() => (search.chillingUnitUuid ? toUnitRecordsQuery(search) : null), [search]);
  const list = useMemo(() => searchToParams(search), [search]);

  const onSearch = (v: SearchValues) => {
    setParams((prev) => {
      const next = new URLSearchParams(searchToParams(v));
      next.set('page', '0');
      next.set('size', prev.get('size') ?? '10');
      return next;
    });
  };

  return (
    <Box>
      <PageHeader
        crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('maintenance.title') }, { label: t('maintenance.view.title') }]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('maintenance.view.title')}
          </Typography>
          <RecordSearchForm key={[site, unit, from, to].join('|')} initial={search} onSearch={onSearch} />
          {query ? <RecordTable query={query} list={list} /> : <Typography color="text.secondary">{t('maintenance.view.hint')}</Typography>}
        </Stack>
      </Paper>
    </Box>
  );
}
