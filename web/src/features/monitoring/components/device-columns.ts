/**
 * The table of each device type (spec 03 §3, docs/ingestion.md): the time,
 * then the attributes of the type's records. Values with a unit read
 * '6.8 °C', on/off statuses ON or OFF; the numbered temperatures and
 * feedbacks take the signal their l0Config maps them to in their header.
 * Times are the site's clock, as the server writes them. Each column also
 * says how the server's table export writes it: the time as a date on the
 * site's clock, measures as numbers with their unit in the header, run
 * durations as durations, on/off statuses and event names by their names in
 * the user's language.
 */
import type { TFunction } from 'i18next';
import { format } from 'date-fns';
import { dateFnsLocale, DATE_TIME_FORMAT } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { isContrak, type ContrakTab, type DataRow } from '@/features/monitoring/api/get-device-data';
import type { Device } from '@/lib/sites';
import type { ExportColumn } from '@/components/data-table/export-xlsx';

export interface DeviceColumn {
  field: string;
  /** Translated. */
  header: string;
  /** What the column sorts by. */
  sortValue: (r: DataRow) => string | number | null;
  /** The cell's text on screen. */
  text: (r: DataRow) => string;
  /** The column in the export: the record's fields, typed (none: not exported). */
  export: ExportColumn[];
  minWidth?: number;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?/;

/** The wall-clock time written in an RFC 3339 string (the site's clock), as a local Date. */
export function wallClock(s: string): Date | null {
  const m = RFC3339.exec(s);
  if (!m) return null;
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms);
}

type Attrs = Record<string, unknown>;

function read(attrs: Attrs, path: (string | number)[]): unknown {
  let v: unknown = attrs;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

function asNumber(v: unknown): number | null {
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : null;
}

interface Measure {
  value: number | null;
  unit: string;
}

function measure(v: unknown): Measure | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object' && !Array.isArray(v)) {
    const m = v as { value?: unknown; unit?: unknown };
    return { value: asNumber(m.value), unit: typeof m.unit === 'string' ? m.unit : '' };
  }
  const n = asNumber(v);
  return n === null ? null : { value: n, unit: '' };
}

function showMeasure(m: Measure | null, unit = ''): string {
  if (!m || m.value === null) return '';
  return [String(m.value), m.unit || unit].filter(Boolean).join(' ');
}

const C = 'monitoring.deviceData.columns';

/** The industrial sensor's attributes in the table's order. */
const INDUSTRIAL: [string, 'measure' | 'status' | 'amps' | 'number' | 'duration'][] = [
  ['milkTemperature', 'measure'],
  ['batteryTemperature', 'measure'],
  ['auxiliaryTemperature', 'measure'],
  ['compressorStatus', 'status'],
  ['compressorCurrent', 'amps'],
  ['compressorRunDuration', 'duration'],
  ['agitatorStatus', 'status'],
  ['agitatorRunDuration', 'duration'],
  ['agitatorOffDuration', 'duration'],
  ['pumpStatus', 'status'],
  ['pumpCurrent', 'amps'],
  ['pump2RelayStatus', 'status'],
  ['condenserRelayStatus', 'status'],
  ['inverterRelayStatus', 'status'],
  ['valveRelayStatus', 'status'],
  ['alarmRelayStatus', 'status'],
  ['alternatingCurrent', 'measure'],
  ['directCurrent', 'measure'],
  ['alarmCode', 'number'],
];

/** Builds the columns of a device and tab in a language. */
export function columnsFor(device: Device, tab: ContrakTab | undefined, t: TFunction, lang: Language): DeviceColumn[] {
  const status = (v: unknown): string =>
    v === 'ON' || v === 'OFF' ? t(`monitoring.deviceData.status.${v}`) : v === null || v === undefined ? '' : String(v);

  const time: DeviceColumn = {
    field: 'processTime',
    header: t(`${C}.time`),
    minWidth: 190,
    sortValue: (r) => wallClock(r.processTime)?.getTime() ?? null,
    text: (r) => {
      const d = wallClock(r.processTime);
      return d ? format(d, DATE_TIME_FORMAT, { locale: dateFnsLocale(lang) }) : r.processTime;
    },
    export: [{ field: 'processTime', header: t(`${C}.time`), type: 'datetime' }],
  };

  /**
   * A measure, or a bare number: exported as a number. The unit a measure
   * carries joins the header on the server; a known unit of a bare number is
   * written here. A run duration is exported as a duration.
   */
  const measured = (
    field: string,
    path: (string | number)[],
    header: string,
    unit = '',
    type: 'number' | 'duration' = 'number',
  ): DeviceColumn => ({
    field,
    header,
    minWidth: 130,
    sortValue: (r) => measure(read(r.attrs, path))?.value ?? null,
    text: (r) => showMeasure(measure(read(r.attrs, path)), unit),
    export: [{ field: path.join('.'), header: unit && type === 'number' ? `${header} (${unit})` : header, type }],
  });
  const onOff = (field: string, path: (string | number)[], header: string): DeviceColumn => ({
    field,
    header,
    minWidth: 120,
    sortValue: (r) => status(read(r.attrs, path)),
    text: (r) => status(read(r.attrs, path)),
    export: [{ field: path.join('.'), header, type: 'onOff' }],
  });
  /** The header of a numbered input, with the signal its l0Config maps it to. */
  const mapped = (base: string, deviceAttribute: string): string => {
    const app = device.l0Config.find((m) => m.deviceAttribute === deviceAttribute && m.applicationAttribute)?.applicationAttribute;
    return app ? `${base} (${t(`monitoring.deviceData.signals.${app}`, { defaultValue: app })})` : base;
  };
  /**
   * Per-phase values of a power sensor, 'R / Y / B' on screen; the export
   * has a column per phase (1 to 3), numbers but the phase's colour.
   */
  const phases = (field: string, header: string, pick: (p: Attrs) => string, key: string): DeviceColumn => {
    const text = (r: DataRow) => {
      const list = read(r.attrs, ['phase']);
      return Array.isArray(list) ? list.map((p) => pick((p ?? {}) as Attrs)).join(' / ') : '';
    };
    const perPhase = [1, 2, 3].map(
      (n): ExportColumn => ({
        field: `phase.${n - 1}.${key}`,
        header: t(`${C}.perPhase`, { name: header, n }),
        type: key === 'phaseColor' ? 'text' : 'number',
      }),
    );
    return { field, header, minWidth: 150, sortValue: text, text, export: perPhase };
  };

  const type = device.deviceType.toLowerCase();
  if (isContrak(device.deviceType)) {
    const value = (r: DataRow) => {
      const v = r.attrs.value;
      return r.attrs.unit === 'ON/OFF' && (v === 0 || v === 1)
        ? status(v === 1 ? 'ON' : 'OFF')
        : v === undefined || v === null
          ? ''
          : String(v);
    };
    // A series (Volume, Temperature) names its unit in the header and leaves the Unit column out.
    const series = tab === 'VOLUME' || tab === 'TEMP' || tab === undefined;
    const valueHeader = t(tab === 'VOLUME' ? `${C}.volume` : tab === 'TEMP' ? `${C}.temperature` : `${C}.value`);
    const valueCol: DeviceColumn = {
      field: 'value',
      header: valueHeader,
      minWidth: 120,
      sortValue: (r) => asNumber(r.attrs.value),
      text: value,
      export: [{ field: 'value', header: valueHeader, type: 'number', arg: series ? 'unit' : undefined }],
    };
    const unitHeader = t(`${C}.unit`);
    const unit: DeviceColumn = {
      field: 'unit',
      header: unitHeader,
      sortValue: (r) => String(r.attrs.unit ?? ''),
      text: (r) => String(r.attrs.unit ?? ''),
      export: series ? [] : [{ field: 'unit', header: unitHeader }],
    };
    if (series) return [time, valueCol, unit];
    const event: DeviceColumn = {
      field: 'eventName',
      header: t(`${C}.event`),
      minWidth: 200,
      sortValue: (r) => String(r.attrs.eventName ?? ''),
      text: (r) => {
        const name = String(r.attrs.eventName ?? '');
        return name ? `${t(`monitoring.deviceData.events.${name}`, { defaultValue: name })} (${name})` : '';
      },
      export: [{ field: 'eventName', header: t(`${C}.event`), type: 'event' }],
    };
    return [time, event, valueCol, unit];
  }
  switch (type) {
    case 'indsens':
    case 'indsensabc':
      return [
        time,
        ...INDUSTRIAL.map(([attr, kind]) =>
          kind === 'status'
            ? onOff(attr, [attr], t(`${C}.${attr}`))
            : measured(attr, [attr], t(`${C}.${attr}`), kind === 'amps' ? 'A' : '', kind === 'duration' ? 'duration' : 'number'),
        ),
      ];
    case 'weighsens':
      return [time, measured('weight', ['weight'], t(`${C}.weight`))];
    case 'volsens':
      return [time, measured('volume', ['volume'], t(`${C}.volume`))];
    case 'tempsens':
      return [
        time,
        ...[1, 2, 3, 4].map((n) =>
          measured(`temperature${n}`, ['temperature', 'values', n - 1], mapped(t(`${C}.temperatureN`, { n }), `Temperature #${n}`), '°C'),
        ),
      ];
    case 'feedsens':
      return [
        time,
        ...[1, 2, 3, 4].map((n) => onOff(`feedback${n}`, ['states', n - 1], mapped(t(`${C}.feedbackN`, { n }), `Feedback #${n}`))),
      ];
    case 'powsens':
      return [
        time,
        measured('numberOfPhases', ['numberOfPhases'], t(`${C}.numberOfPhases`)),
        phases('phaseColor', t(`${C}.phaseColor`), (p) => String(p.phaseColor ?? ''), 'phaseColor'),
        phases('volt', t(`${C}.volt`), (p) => showMeasure(measure(p.volt)), 'volt'),
        phases('current', t(`${C}.current`), (p) => showMeasure(measure(p.current)), 'current'),
        phases('power', t(`${C}.power`), (p) => showMeasure(measure(p.power)), 'power'),
        phases('energy', t(`${C}.energy`), (p) => showMeasure(measure(p.energy)), 'energy'),
        measured('totalEnergy', ['totalEnergy'], t(`${C}.totalEnergy`), 'kWh'),
      ];
    default: {
      // Any other type (a gateway's heartbeat...): its attributes as they came.
      const text = (r: DataRow) =>
        Object.entries(r.attrs)
          .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
          .join('; ');
      // The export has the gateway's (L3) heartbeat attributes as numbers.
      const gateway: ExportColumn[] = [
        { field: 'signalStrength', header: `${t(`${C}.signalStrength`)} (dBm)`, type: 'number' },
        { field: 'batteryVoltage', header: `${t(`${C}.batteryVoltage`)} (V)`, type: 'number' },
      ];
      return [
        time,
        { field: 'attributes', header: t(`${C}.attributes`), minWidth: 300, sortValue: text, text, export: type === 'l3' ? gateway : [] },
      ];
    }
  }
}
