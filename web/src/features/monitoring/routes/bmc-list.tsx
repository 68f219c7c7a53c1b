/**
 * /all-bmc, /allbmc and /all-bmc/:state (spec 03 §2 "BMC state table"): the
 * chilling units of a state (every unit without one, or with ALL), paged on
 * the server with page (and size) in the URL; paging and date are read
 * from the URL too, date being the moment the list is of. The title names
 * the state; Export saves every row as bmcData.xlsx through the server's
 * table export (typed cells, see bmc-columns).
 */
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { languageOf } from '@/lib/format';
import { MONITORING_PAGING } from '@/components/data-table/export-xlsx';
import { ALL_STATES, MAX_PAGE_SIZE, bmcStatesFetcher, bmcStatesRequest, type BmcState } from '@/features/monitoring/api/get-bmc-states';
import { bmcGridColumns } from '@/features/monitoring/components/bmc-columns';
import { StateLegend } from '@/features/monitoring/components/state-chip';

const L = 'monitoring.bmcList';

/** The title keys of the known state selectors. */
const TITLES: Record<string, string> = {
  all: 'all',
  chilled: 'chilled',
  chilling: 'chilling',
  'under chilled': 'underChilled',
  no_data: 'noData',
  others: 'others',
  livedata: 'livedata',
  'out of service': 'outOfService',
  'power off': 'powerOff',
};

/** The list's title: the state's, or 'BMCs: {state}' for one the console does not name. */
export function bmcListTitle(state: string, t: TFunction): string {
  const key = TITLES[(state || ALL_STATES).toLowerCase()];
  return key ? t(`${L}.titles.${key}`) : t(`${L}.titles.other`, { state });
}

export default function BmcListRoute() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const { state = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const filter = useMemo(() => ({ state: state.trim() === '' ? ALL_STATES : state, date }), [state, date]);
  const fetch = useMemo(() => bmcStatesFetcher(filter), [filter]);
  const columns = useMemo(() => bmcGridColumns(t, lang, date), [t, lang, date]);
  const exportConfig = useMemo(
    () => ({ ...bmcStatesRequest(filter, 0, MAX_PAGE_SIZE), paging: MONITORING_PAGING, fileName: 'bmcData' }),
    [filter],
  );
  const title = bmcListTitle(filter.state, t);

  return (
    <Box>
      <PageHeader crumbs={[{ label: t(`${L}.crumbs.dashboard`), to: '/dashboard' }, { label: title }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <DataTable<BmcState>
            label={title}
            columns={columns}
            queryKey={['monitoring', 'bmc-states', filter]}
            fetch={fetch}
            getRowId={(r) => r.chillingUnitUUID || `${r.siteId}/${r.chillingUnitId}`}
            export={exportConfig}
          />
          <StateLegend />
        </Stack>
      </Paper>
    </Box>
  );
}
