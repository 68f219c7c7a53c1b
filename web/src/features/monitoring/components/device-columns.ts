/**
 * The table of each device type (spec 03 §3, docs/ingestion.md): the time,
 * then the attributes of the type's records. Values with a unit read
 * '6.8 °C', on/off statuses ON or OFF; the numbered temperatures and
 * feedbacks take the signal their l0Config maps them to in their header.
 * Times are the site's clock, as the server writes them.
 */
import type { TFunction } from 'i18next';
import { format } from 'date-fns';
import { dateFnsLocale, DATE_TIME_FORMAT } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { isContrak, type ContrakTab, type DataRow } from '@/features/monitoring/api/get-device-data';
import type { Device } from '@/features/monitoring/api/get-sites';
import { rowsToCsv, type CsvValue } from '@/features/monitoring/components/csv';

/** The export's time format (spec 03 §7). */
export const EXPORT_TIME_FORMAT = 'dd MMM yyyy - HH:mm';

export interface DeviceColumn {
  field: string;
  /** Translated. */
  header: string;
  /** What the column sorts by. */
  sortValue: (r: DataRow) => string | number | null;
  /** The cell's text on screen. */
  text: (r: DataRow) => string;
  /** The cell in the export, when it differs (the time; a number without unit stays a number). */
  exportText?: (r: DataRow) => CsvValue;
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
const INDUSTRIAL: [string, 'measure' | 'status' | 'amps' | 'number'][] = [
  ['milkTemperature', 'measure'],
  ['batteryTemperature', 'measure'],
  ['auxiliaryTemperature', 'measure'],
  ['compressorStatus', 'status'],
  ['compressorCurrent', 'amps'],
  ['compressorRunDuration', 'measure'],
  ['agitatorStatus', 'status'],
  ['agitatorRunDuration', 'measure'],
  ['agitatorOffDuration', 'measure'],
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
    exportText: (r) => {
      const d = wallClock(r.processTime);
      return d ? format(d, EXPORT_TIME_FORMAT, { locale: dateFnsLocale(lang) }) : r.processTime;
    },
  };

  const measured = (field: string, path: (string | number)[], header: string, unit = ''): DeviceColumn => ({
    field,
    header,
    minWidth: 130,
    sortValue: (r) => measure(read(r.attrs, path))?.value ?? null,
    text: (r) => showMeasure(measure(read(r.attrs, path)), unit),
    exportText: (r) => {
      const m = measure(read(r.attrs, path));
      return m && m.value !== null && !(m.unit || unit) ? m.value : showMeasure(m, unit);
    },
  });
  const onOff = (field: string, path: (string | number)[], header: string): DeviceColumn => ({
    field,
    header,
    minWidth: 120,
    sortValue: (r) => status(read(r.attrs, path)),
    text: (r) => status(read(r.attrs, path)),
  });
  /** The header of a numbered input, with the signal its l0Config maps it to. */
  const mapped = (base: string, deviceAttribute: string): string => {
    const app = device.l0Config.find((m) => m.deviceAttribute === deviceAttribute && m.applicationAttribute)?.applicationAttribute;
    return app ? `${base} (${t(`monitoring.deviceData.signals.${app}`, { defaultValue: app })})` : base;
  };
  /** Per-phase values of a power sensor, 'R / Y / B'. */
  const phases = (field: string, header: string, pick: (p: Attrs) => string): DeviceColumn => {
    const text = (r: DataRow) => {
      const list = read(r.attrs, ['phase']);
      return Array.isArray(list) ? list.map((p) => pick((p ?? {}) as Attrs)).join(' / ') : '';
    };
    return { field, header, minWidth: 150, sortValue: text, text };
  };

  const type = device.deviceType.toLowerCase();
  if (isContrak(device.deviceType)) {
    const value = (r: DataRow) => {
      const v = r.attrs.value;
      return r.attrs.unit === 'ON/OFF' && (v === 0 || v === 1) ? status(v === 1 ? 'ON' : 'OFF') : v === undefined || v === null ? '' : String(v);
    };
    const valueCol: DeviceColumn = {
      field: 'value',
      header: t(tab === 'VOLUME' ? `${C}.volume` : tab === 'TEMP' ? `${C}.temperature` : `${C}.value`),
      minWidth: 120,
      sortValue: (r) => asNumber(r.attrs.value),
      text: value,
      exportText: (r) => (r.attrs.unit !== 'ON/OFF' && typeof r.attrs.value === 'number' ? r.attrs.value : value(r)),
    };
    const unit: DeviceColumn = { field: 'unit', header: t(`${C}.unit`), sortValue: (r) => String(r.attrs.unit ?? ''), text: (r) => String(r.attrs.unit ?? '') };
    if (tab === 'VOLUME' || tab === 'TEMP' || tab === undefined) return [time, valueCol, unit];
    const event: DeviceColumn = {
      field: 'eventName',
      header: t(`${C}.event`),
      minWidth: 200,
      sortValue: (r) => String(r.attrs.eventName ?? ''),
      text: (r) => {
        const name = String(r.attrs.eventName ?? '');
        return name ? `${t(`monitoring.deviceData.events.${name}`, { defaultValue: name })} (${name})` : '';
      },
    };
    return [time, event, valueCol, unit];
  }
  switch (type) {
    case 'indsens':
    case 'indsensabc':
      return [
        time,
        ...INDUSTRIAL.map(([attr, kind]) =>
          kind === 'status' ? onOff(attr, [attr], t(`${C}.${attr}`)) : measured(attr, [attr], t(`${C}.${attr}`), kind === 'amps' ? 'A' : ''),
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
      return [time, ...[1, 2, 3, 4].map((n) => onOff(`feedback${n}`, ['states', n - 1], mapped(t(`${C}.feedbackN`, { n }), `Feedback #${n}`)))];
    case 'powsens':
      return [
        time,
        measured('numberOfPhases', ['numberOfPhases'], t(`${C}.numberOfPhases`)),
        phases('phaseColor', t(`${C}.phaseColor`), (p) => String(p.phaseColor ?? '')),
        phases('volt', t(`${C}.volt`), (p) => showMeasure(measure(p.volt))),
        phases('current', t(`${C}.current`), (p) => showMeasure(measure(p.current))),
        phases('power', t(`${C}.power`), (p) => showMeasure(measure(p.power))),
        phases('energy', t(`${C}.energy`), (p) => showMeasure(measure(p.energy))),
        measured('totalEnergy', ['totalEnergy'], t(`${C}.totalEnergy`), 'kWh'),
      ];
    default: {
      // Any other type (a gateway's heartbeat...): its attributes as they came.
      const text = (r: DataRow) =>
        Object.entries(r.attrs)
          .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
          .join('; ');
      return [time, { field: 'attributes', header: t(`${C}.attributes`), minWidth: 300, sortValue: text, text }];
    }
  }
}

/** A CSV file of the rows (a header line, then one line per record), as Excel reads it. */
export function toCsv(columns: DeviceColumn[], rows: DataRow[]): string {
  return rowsToCsv(
    columns.map((c) => ({ header: c.header, text: c.exportText ?? c.text })),
    rows,
  );
}
