import i18n from '@/lib/i18n';
import type { DataRow } from '@/features/monitoring/api/get-device-data';
import { deviceDataQuery } from '@/features/monitoring/api/get-device-data';
import { type Device, deviceSchema, siteSchema, unitSchema } from '@/lib/sites';
import { devicesOf } from '@/features/monitoring/components/site-devices';
import { columnsFor, wallClock } from '@/features/monitoring/components/device-columns';
import { columnSpec } from '@/components/data-table/export-xlsx';
import { tabLabels } from '@/features/monitoring/components/device-tabs';

const dev = (deviceType: string, l0Config: Device['l0Config'] = []): Device =>
  deviceSchema.parse({ serialNumber: 'X-1', deviceType, l0Config });
const row = (attrs: Record<string, unknown>, processTime = '2026-11-20T06:15:00+05:30'): DataRow => ({
  id: 0,
  processTime,
  receivedAt: '',
  attrs,
});

/** Each column's header and text for a row. */
function show(device: Device, attrs: Record<string, unknown>, tab?: Parameters<typeof columnsFor>[1], lang: 'en' | 'fr' = 'en') {
  const cols = columnsFor(device, tab, i18n.getFixedT(lang), lang);
  return Object.fromEntries(cols.map((c) => [c.header, c.text(row(attrs))]));
}

describe('the device tables', () => {
  it('read the site’s clock from the time the server writes', () => {
    expect(wallClock('2026-11-20T06:15:07.250+05:30')).toEqual(new Date(2026, 10, 20, 6, 15, 7, 250));
    expect(wallClock('2026-11-20T00:45:00Z')).toEqual(new Date(2026, 10, 20, 0, 45));
    expect(wallClock('soon')).toBeNull();
  });

  it('industrial sensor (indsens and indsensABC)', () => {
    const got = show(dev('indsensABC'), {
      milkTemperature: { value: 6.8, unit: '°C' },
      compressorStatus: 'ON',
      compressorCurrent: 7.9,
      agitatorRunDuration: { value: 120, unit: 's' },
      pumpStatus: 'OFF',
      alarmCode: 3,
    });
    expect(got).toMatchObject({
      Time: '20 Nov 2026 - 06:15:00',
      'Milk Temperature': '6.8 °C',
      'Battery Temperature': '',
      Compressor: 'ON',
      'Compressor Current': '7.9 A',
      'Agitator Run Duration': '120 s',
      'Chilling Pump': 'OFF',
      'Alarm Code': '3',
    });
    expect(Object.keys(got)).toHaveLength(20);
    expect(show(dev('indsens'), { pumpStatus: 'OFF' }, undefined, 'fr')).toMatchObject({
      Heure: '20 nov. 2026 - 06:15:00',
      'Pompe de refroidissement': 'ARRÊT',
    });
  });

  it('volume, weigh and temperature sensors; probes named from l0Config', () => {
    expect(show(dev('volsens'), { volume: { value: 1480, unit: 'L' } })).toEqual({ Time: '20 Nov 2026 - 06:15:00', Volume: '1480 L' });
    expect(show(dev('weighsens'), { weight: { value: 1030, unit: 'kg' } })).toEqual({ Time: '20 Nov 2026 - 06:15:00', Weight: '1030 kg' });
    const temp = dev('tempsens', [{ deviceAttribute: 'Temperature #3', applicationAttribute: 'milkTemperature', unit: '°C' }]);
    expect(show(temp, { temperature: { values: [4.1, 5.2, 6.3] } })).toEqual({
      Time: '20 Nov 2026 - 06:15:00',
      'Temperature #1': '4.1 °C',
      'Temperature #2': '5.2 °C',
      'Temperature #3 (Milk temperature)': '6.3 °C',
      'Temperature #4': '',
    });
    expect(Object.keys(show(temp, {}, undefined, 'fr'))).toContain('Température n° 3 (Température du lait)');
  });

  it('feedback and power sensors', () => {
    const feed = dev('feedsens', [{ deviceAttribute: 'Feedback #2', applicationAttribute: 'dg', unit: 'ON/OFF' }]);
    expect(show(feed, { states: ['ON', 'OFF'] })).toEqual({
      Time: '20 Nov 2026 - 06:15:00',
      'Feedback #1': 'ON',
      'Feedback #2 (Diesel generator)': 'OFF',
      'Feedback #3': '',
      'Feedback #4': '',
    });
    const phase = {
      phaseColor: 'R',
      current: { value: 8.1, unit: 'A' },
      volt: { value: 231, unit: 'V' },
      power: { value: 1870, unit: 'W' },
      energy: 12.2,
    };
    expect(show(dev('powsens'), { numberOfPhases: 1, totalEnergy: 5321.4, phase: [phase] })).toEqual({
      Time: '20 Nov 2026 - 06:15:00',
      Phases: '1',
      Phase: 'R',
      Voltage: '231 V',
      Current: '8.1 A',
      Power: '1870 W',
      Energy: '12.2',
      'Total Energy': '5321.4 kWh',
    });
  });

  it('CONTRAK_V1: a value series for Volume and Temperature, events named for the others', () => {
    const ck = dev('CONTRAK_V1');
    expect(show(ck, { value: 1250, unit: 'L' }, 'VOLUME')).toEqual({ Time: '20 Nov 2026 - 06:15:00', Volume: '1250', Unit: 'L' });
    expect(show(ck, { value: 7.9, unit: '°C' }, 'TEMP')).toEqual({ Time: '20 Nov 2026 - 06:15:00', Temperature: '7.9', Unit: '°C' });
    expect(show(ck, { eventName: 'GRID', value: 1, unit: 'ON/OFF' }, 'events')).toEqual({
      Time: '20 Nov 2026 - 06:15:00',
      Event: 'Grid power (GRID)',
      Value: 'ON',
      Unit: 'ON/OFF',
    });
    expect(show(ck, { eventName: 'AGZFB', value: 0, unit: 'ON/OFF' }, 'RECEIVEDData', 'fr')).toMatchObject({
      Événement: "Retour d'état de l'agitateur (AGZFB)",
      Valeur: 'ARRÊT',
    });
  });

  it('any other type: its attributes as they came', () => {
    expect(show(dev('L3'), { signalStrength: -71, batteryVoltage: 12.4 })).toEqual({
      Time: '20 Nov 2026 - 06:15:00',
      Attributes: 'signalStrength: -71; batteryVoltage: 12.4',
    });
  });

  it('say how the server exports each column: typed, units in the headers, codes by name', () => {
    const spec = (device: Device, tab?: Parameters<typeof columnsFor>[1], lang: 'en' | 'fr' = 'en') =>
      columnsFor(device, tab, i18n.getFixedT(lang), lang).flatMap((c) => c.export.map(columnSpec));
    expect(spec(dev('volsens'))).toEqual(['processTime:Time:datetime', 'volume:Volume:number']);
    expect(spec(dev('indsens'))).toEqual(
      expect.arrayContaining([
        'milkTemperature:Milk Temperature:number',
        'compressorStatus:Compressor:onOff',
        'compressorCurrent:Compressor Current (A):number',
        'agitatorRunDuration:Agitator Run Duration:duration',
        'alarmCode:Alarm Code:number',
      ]),
    );
    const temp = dev('tempsens', [{ deviceAttribute: 'Temperature #3', applicationAttribute: 'milkTemperature', unit: '°C' }]);
    expect(spec(temp)).toEqual([
      'processTime:Time:datetime',
      'temperature.values.0:Temperature #1 (°C):number',
      'temperature.values.1:Temperature #2 (°C):number',
      'temperature.values.2:Temperature #3 (Milk temperature) (°C):number',
      'temperature.values.3:Temperature #4 (°C):number',
    ]);
    expect(spec(dev('feedsens'))).toContain('states.1:Feedback #2:onOff');
    const power = spec(dev('powsens'));
    expect(power).toEqual(
      expect.arrayContaining([
        'numberOfPhases:Phases:number',
        'phase.0.phaseColor:Phase – phase 1:text',
        'phase.2.volt:Voltage – phase 3:number',
      ]),
    );
    expect(power.at(-1)).toBe('totalEnergy:Total Energy (kWh):number');
    expect(power).toHaveLength(1 + 1 + 15 + 1);
    const ck = dev('CONTRAK_V1');
    expect(spec(ck, 'VOLUME')).toEqual(['processTime:Time:datetime', 'value:Volume:number(unit)']);
    expect(spec(ck, 'events', 'fr')).toEqual([
      'processTime:Heure:datetime',
      'eventName:Événement:event',
      'value:Valeur:number',
      'unit:Unité:text',
    ]);
    expect(spec(dev('L3'))).toEqual([
      'processTime:Time:datetime',
      'signalStrength:Signal Strength (dBm):number',
      'batteryVoltage:Battery Voltage (V):number',
    ]);
  });
});

describe('the tabs and their calls', () => {
  const site = siteSchema.parse({
    siteId: 'S',
    siteName: 'S',
    siteUUID: 's',
    zoneId: 'Asia/Kolkata',
    siteLevelDevices: [dev('L3'), { ...dev('powsens'), serialNumber: 'PS-1' }],
    chillingUnitMonitoringDetailsList: [],
  });
  const unit = unitSchema.parse({
    chillingUnitId: 'U',
    chillingUnitUuid: 'u',
    productType: { name: 'ABC' },
    chillingUnit: { bmcId: '', bmcName: '', customerBmcId: '', chillingCenterName: 'C', chillingCenterId: '' },
    l1DeviceInfo: [
      { ...dev('indsensABC'), serialNumber: 'A' },
      { ...dev('tempsens'), serialNumber: 'T1' },
      { ...dev('tempsens'), serialNumber: 'T2' },
    ],
  });

  it('a tab per unit device, then the site sensors that feed it (not the gateway), labelled without ABC', () => {
    const devices = devicesOf(site, unit);
    expect(devices.map((d) => d.serialNumber)).toEqual(['A', 'T1', 'T2', 'PS-1']);
    expect(tabLabels(devices)).toEqual(['indsens', 'tempsens (T1)', 'tempsens (T2)', 'powsens']);
  });

  it('ask for the events of each CONTRAK_V1 tab, and none for a sensor', () => {
    const base = { serialNumber: 'CK', startTime: 'a', endTime: 'b' };
    const common = { deviceId: 'CK', startTime: 'a', endTime: 'b', page: 2, size: 20, orderByDSC: 'processTime' };
    expect(deviceDataQuery({ ...base, deviceType: 'CONTRAK_V1', tab: 'VOLUME' }, 2, 20)).toEqual({
      ...common,
      eventName: 'VOLUME',
      include: false,
    });
    expect(deviceDataQuery({ ...base, deviceType: 'CONTRAK_V1', tab: 'TEMP' }, 2, 20)).toEqual({
      ...common,
      eventName: 'TEMP',
      include: false,
    });
    expect(deviceDataQuery({ ...base, deviceType: 'CONTRAK_V1', tab: 'events' }, 2, 20)).toEqual({ ...common, eventName: 'events' });
    expect(deviceDataQuery({ ...base, deviceType: 'CONTRAK_V1', tab: 'RECEIVEDData' }, 2, 20)).toEqual(common);
    expect(deviceDataQuery({ ...base, deviceType: 'volsens' }, 2, 20)).toEqual(common);
  });
});
