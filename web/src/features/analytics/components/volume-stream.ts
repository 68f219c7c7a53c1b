/**
 * The real-time chart's stream (docs/monitoring.md "Push stream"): the
 * chart starts with the unit's volume of the last 2 hours (the chilling
 * graph's VOLUME series), then a single-use ticket opens an EventSource on
 * the unit's stream; `volume` events add points to the rolling window of
 * the last 2 hours, `alert` events go to the top of the alert list. When the stream fails it is closed and
 * opened again with a fresh ticket (the old one is spent), waiting 1 s,
 * then 2, 4… up to 30 s between tries; an opened stream resets the wait.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { createPushTicket, pushStreamUrl } from '@/features/analytics/api/create-push-ticket';
import { getEventSeries } from '@/features/analytics/api/get-event-series';

/** What the chart keeps: the last 2 hours. */
export const WINDOW_MS = 2 * 3600_000;
/** The alerts the list keeps. */
export const MAX_ALERTS = 50;
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

export type LivePoint = [number, number];

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const volumeSchema = z.object({ chillingUnitUuid: str, processedTime: z.string(), volume: z.number() });
export const liveAlertSchema = z.object({
  alertId: str,
  alertLevel: str,
  alertType: str,
  alertDisplayName: str,
  alertMessage: str,
  stage: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  occurredOn: str,
  clearedAt: str,
  status: str,
  chillingUnitId: str,
  chillingUnitUUID: str,
  zoneId: str,
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;

/**
 * Adds a point in time order (the same time replaces the old point) and
 * drops the points more than the window older than the newest one.
 */
export function appendPoint(points: LivePoint[], p: LivePoint, windowMs = WINDOW_MS): LivePoint[] {
  const out = points.filter((q) => q[0] !== p[0]);
  let i = out.length;
  while (i > 0 && out[i - 1][0] > p[0]) i--;
  out.splice(i, 0, p);
  const newest = out[out.length - 1][0];
  return out.filter((q) => q[0] >= newest - windowMs);
}

/** Puts an alert first; a later change of the same alert (escalated, cleared) replaces it. */
export function addAlert(alerts: LiveAlert[], a: LiveAlert, max = MAX_ALERTS): LiveAlert[] {
  return [a, ...alerts.filter((x) => !a.alertId || x.alertId !== a.alertId)].slice(0, max);
}

/** The wait before the next try after `failures` failed ones in a row. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'retrying';

export interface StreamState {
  status: StreamStatus;
  points: LivePoint[];
  alerts: LiveAlert[];
  /** The last failure's message, while retrying. */
  error: string | null;
}

const IDLE: StreamState = { status: 'idle', points: [], alerts: [], error: null };

export function useVolumeStream(unitUuid: string): StreamState {
  const [state, setState] = useState<StreamState>(IDLE);
  const [shownFor, setShownFor] = useState(unitUuid);
  if (shownFor !== unitUuid) {
    // Another unit starts from nothing.
    setShownFor(unitUuid);
    setState(IDLE);
  }

  useEffect(() => {
    if (!unitUuid) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;

    const retry = (message: string) => {
      source?.close();
      source = null;
      if (stopped) return;
      failures++;
      setState((s) => ({ ...s, status: 'retrying', error: message }));
      timer = setTimeout(() => void connect(), retryDelay(failures));
    };

    const connect = async () => {
      setState((s) => ({ ...s, status: s.status === 'idle' ? 'connecting' : s.status }));
      let ticket: string;
      try {
        ticket = await createPushTicket();
      } catch (e) {
        retry(e instanceof Error ? e.message : String(e));
        return;
      }
      if (stopped) return;
      const es = new EventSource(pushStreamUrl(ticket, unitUuid));
      source = es;
      es.onopen = () => {
        failures = 0;
        setState((s) => ({ ...s, status: 'open', error: null }));
      };
      es.onerror = () => {
        // The browser would reconnect with the spent ticket: start over with a new one.
        if (source === es) retry('');
      };
      es.addEventListener('volume', (e) => {
        const parsed = volumeSchema.safeParse(safeJson((e as MessageEvent<string>).data));
        if (!parsed.success || (parsed.data.chillingUnitUuid && parsed.data.chillingUnitUuid !== unitUuid)) return;
        const t = Date.parse(parsed.data.processedTime);
        if (Number.isNaN(t)) return;
        setState((s) => ({ ...s, points: appendPoint(s.points, [t, parsed.data.volume]) }));
      });
      es.addEventListener('alert', (e) => {
        const parsed = liveAlertSchema.safeParse(safeJson((e as MessageEvent<string>).data));
        if (!parsed.success) return;
        setState((s) => ({ ...s, alerts: addAlert(s.alerts, parsed.data) }));
      });
    };

    // The last 2 hours so far; a failure only leaves the chart to fill from the stream.
    const seedAbort = new AbortController();
    const now = Date.now();
    getEventSeries(
      unitUuid,
      { startTime: new Date(now - WINDOW_MS).toISOString(), endTime: new Date(now).toISOString() },
      'VOLUME',
      seedAbort.signal,
    )
      .then((records) => {
        if (stopped) return;
        setState((s) => {
          let points = s.points;
          for (const r of records) {
            const t = Date.parse(r.timeData.processedTime);
            const v = r.volume ?? r.eventState.numericValue;
            if (!Number.isNaN(t) && v !== null) points = appendPoint(points, [t, v]);
          }
          return { ...s, points };
        });
      })
      .catch((e: unknown) => {
        if (!stopped) console.error(`real-time chart: the last 2 hours of ${unitUuid} could not be loaded`, e);
      });

    void connect();
    return () => {
      seedAbort.abort();
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [unitUuid]);

  return state;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
