/**
 * A unit's chilling graph over a period: the unit's event codes first, then
 * every series it reports fetched in parallel, then its critical alerts as
 * markers on the volume series, listed under the graph too. A series that
 * fails to load is only logged (the graph shows the others); failed alert
 * markers are said under the graph.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { EChart } from '@/components/chart/e-chart';
import { formatSiteTime, languageOf } from '@/lib/format';
import { getAlertMarkers } from '@/features/analytics/api/get-alert-markers';
import { getDeviceEvents } from '@/features/analytics/api/get-device-events';
import { getEventSeries, type EventRecord, type GraphPeriod } from '@/features/analytics/api/get-event-series';
import {
  buildGraphOption,
  graphHeight,
  markerPoints,
  seriesToFetch,
  SERIES,
  type GraphTexts,
  type SeriesKey,
} from '@/features/analytics/components/graph-option';

const G = 'analytics.graph';

/** Loads a series; a failure is logged and reads as no data. */
async function loadSeries(unit: string, period: GraphPeriod, code: string, signal: AbortSignal): Promise<EventRecord[]> {
  try {
    return await getEventSeries(unit, period, code, signal);
  } catch (e) {
    if (signal.aborted) throw e;
    console.error(`chilling graph: the ${code} series of ${unit} could not be loaded`, e);
    return [];
  }
}

/**
 * The series' records (in the order fetched) and whether every one is in. A
 * module-level function, so useQueries keeps the same result object until a
 * query's result changes, and the chart option is rebuilt only then.
 */
function combineSeries(results: UseQueryResult<EventRecord[]>[]) {
  return { records: results.map((r) => r.data), done: results.every((r) => r.isSuccess) };
}

export function ChillingGraph({ unitUuid, zoneId, period }: { unitUuid: string; zoneId: string; period: GraphPeriod }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const events = useQuery({
    queryKey: ['analytics', 'device-events', unitUuid],
    queryFn: async ({ signal }) => {
      try {
        return await getDeviceEvents(unitUuid, signal);
      } catch (e) {
        if (signal.aborted) throw e;
        console.error(`chilling graph: the event codes of ${unitUuid} could not be loaded`, e);
        return [];
      }
    },
  });
  const defs = useMemo(() => seriesToFetch((events.data ?? []).map((e) => e.eventName)), [events.data]);
  const series = useQueries({
    queries: defs.map((d) => ({
      queryKey: ['analytics', 'series', unitUuid, period, d.code],
      queryFn: ({ signal }: { signal: AbortSignal }) => loadSeries(unitUuid, period, d.code, signal),
    })),
    combine: combineSeries,
  });
  const seriesDone = events.isSuccess && series.done;
  const markers = useQuery({
    queryKey: ['analytics', 'markers', unitUuid, period],
    queryFn: ({ signal }) => getAlertMarkers(unitUuid, period, signal),
    enabled: seriesDone,
    meta: { handlesError: true },
  });

  const texts = useMemo<GraphTexts>(
    () => ({
      series: Object.fromEntries(SERIES.map((s) => [s.key, t(`${G}.series.${s.key}`)])) as Record<SeriesKey, string>,
      stage: (stage) => t(`${G}.stage`, { stage }),
      on: t(`${G}.on`),
      off: t(`${G}.off`),
      volumeAxis: t(`${G}.axes.volume`),
      temperatureAxis: t(`${G}.axes.temperature`),
      cluster: (count) => t(`${G}.cluster`, { count }),
    }),
    [t],
  );
  const option = useMemo(() => {
    const byKey: Partial<Record<SeriesKey, EventRecord[]>> = {};
    defs.forEach((d, i) => {
      const records = series.records[i];
      if (records) byKey[d.key] = records;
    });
    return buildGraphOption({ series: byKey, markers: markers.data ?? [], zoneId, lang, texts });
  }, [defs, series.records, markers.data, zoneId, lang, texts]);

  // The markers also as text, for whoever does not see the chart.
  const marks = useMemo(() => markerPoints(markers.data ?? [], [], texts.stage), [markers.data, texts]);

  const empty = seriesDone && series.records.every((r) => (r ?? []).length === 0);
  return (
    <Box>
      {!(seriesDone && (markers.isSuccess || markers.isError)) && <LinearProgress aria-label={t(`${G}.loading`)} sx={{ mb: 1 }} />}
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t(`${G}.noData`)}
        </Typography>
      ) : (
        seriesDone && <EChart option={option} height={graphHeight(defs.filter((d) => d.axis === 2).length)} label={t(`${G}.chart`)} />
      )}
      {marks.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h2">
            {t(`${G}.markers`)}
          </Typography>
          <List dense aria-label={t(`${G}.markers`)} sx={{ columns: { md: 2 }, py: 0 }}>
            {marks.map((m) => (
              <ListItem key={`${m.alertId}/${m.coord[0]}`} disableGutters sx={{ breakInside: 'avoid', py: 0 }}>
                <ListItemText primary={`${formatSiteTime(m.coord[0], zoneId, lang)} — ${m.name}`} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {markers.isError && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {t(`${G}.alertsFailed`)}
        </Alert>
      )}
    </Box>
  );
}
