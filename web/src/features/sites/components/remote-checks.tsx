/**
 * The server's serial-number checks of the site form (on blur of a serial
 * field): GET device/validate/{kind}/{serial}. A refusal's message stays on
 * every field holding that serial in a field of that kind until the serial
 * changes (the schema asks `lookup`); an accepted unit device takes the
 * device type the server answers. A check that cannot be made (network,
 * 5xx) blocks nothing: the save is checked again by the server.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { validateDevice, type DeviceCheck } from '@/features/sites/api/validate-device';
import { isValidSerial, serialKey, type RemoteLookup } from '@/features/sites/components/schema';

export type CheckState = 'checking' | 'ok' | 'failed';

interface Entry {
  state: CheckState;
  message?: string;
  device?: DeviceCheck;
}

export interface CheckRequest {
  /** 'gateway', 'sensor' or the unit device's type. */
  kind: string;
  serial: string;
  /** The serial field's path, re-checked once the answer is in. */
  path: string;
  form: UseFormReturn<FieldValues>;
  /** Called with an accepted device while the field still holds its serial. */
  onDevice?: (device: DeviceCheck) => void;
}

export interface RemoteChecks {
  lookup: RemoteLookup;
  state: (kind: string, serial: string) => CheckState | undefined;
  check: (req: CheckRequest) => Promise<void>;
}

const keyOf = (kind: string, serial: string) => `${kind.toLowerCase()}:${serialKey(serial)}`;

/** The store of one form: the schema reads `lookup`, the serial fields call `check`. */
export function useRemoteChecksStore(siteUUID: string | undefined): RemoteChecks {
  const entries = useRef(new Map<string, Entry>());
  const [, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((n) => n + 1), []);

  const lookup = useCallback<RemoteLookup>((kind, serial) => {
    const e = entries.current.get(keyOf(kind, serial));
    return e?.state === 'failed' ? e.message : undefined;
  }, []);

  const state = useCallback((kind: string, serial: string) => entries.current.get(keyOf(kind, serial))?.state, []);

  const check = useCallback(
    async ({ kind, serial: raw, path, form, onDevice }: CheckRequest) => {
      const serial = raw.trim();
      if (!kind || !isValidSerial(serial)) return;
      const key = keyOf(kind, serial);
      if (entries.current.get(key)?.state === 'checking') return;
      entries.current.set(key, { state: 'checking' });
      bump();
      try {
        const r = await validateDevice(kind, serial, siteUUID);
        entries.current.set(key, r.ok ? { state: 'ok', device: r.device } : { state: 'failed', message: r.message });
        const still = String(form.getValues(path) ?? '').trim() === serial;
        if (r.ok && still) onDevice?.(r.device);
      } catch {
        entries.current.delete(key);
      }
      bump();
      const { isTouched } = form.getFieldState(path);
      if (isTouched || form.formState.isSubmitted) void form.trigger(path);
    },
    [siteUUID, bump],
  );

  return useMemo(() => ({ lookup, state, check }), [lookup, state, check]);
}

const RemoteChecksContext = createContext<RemoteChecks | null>(null);

export function RemoteChecksProvider({ value, children }: { value: RemoteChecks; children: ReactNode }) {
  return <RemoteChecksContext.Provider value={value}>{children}</RemoteChecksContext.Provider>;
}

export function useRemoteChecks(): RemoteChecks {
  const v = useContext(RemoteChecksContext);
  if (!v) throw new Error('useRemoteChecks needs a RemoteChecksProvider');
  return v;
}
