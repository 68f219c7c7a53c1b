/**
 * The analytics schemas read what the server answers: its generated types
 * must fit each schema's input, so a changed field fails the type check.
 */
import type { z } from 'zod';
import type { components } from '@/types/api';
import type { markerSchema } from '@/features/analytics/api/get-alert-markers';
import type { eventRecordSchema } from '@/features/analytics/api/get-event-series';
import type { liveAlertSchema } from '@/features/analytics/components/volume-stream';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the chilling graph calls’ contract', () => {
  it('reads the server’s records', () => {
    fits<S['EventRecord'], z.input<typeof eventRecordSchema>>();
    fits<S['Marker'], z.input<typeof markerSchema>>();
    fits<S['Alert'], z.input<typeof liveAlertSchema>>();
    fits<S['DeviceEvent'], { displayEventName?: string | null; eventName?: string | null }>();
    fits<S['Ticket'], { ticket?: string; expiresAt?: string | null }>();
  });
});
