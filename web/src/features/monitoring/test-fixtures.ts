/** What the device data screen's tests answer for sites and device data. */
import type { StubRequest } from '@/test/fetch-stub';

export const SITES_PATH = '/authgateway/provisioningService/sites/all';
export const DEVICE_DATA = '/authgateway/deviceDataService/device/';

const device = (
  serialNumber: string,
  deviceType: string,
  l0Config: { deviceAttribute: string; applicationAttribute: string; unit: string }[] = [],
) => ({
  serialNumber,
  deviceType,
  gatewaySerialNumber: 'GW-1',
  l0Config,
});

function unit(uuid: string, bmcName: string, customerBmcId: string, devices: ReturnType<typeof device>[]) {
  return {
    productType: { name: 'BMC' },
    chillingUnitId: uuid.toUpperCase(),
    chillingUnitUuid: uuid,
    chillingUnit: { bmcName, customerBmcId },
    l1DeviceInfo: devices,
  };
}

export const SITES = {
  content: [
    {
      siteId: 'S-001',
      siteName: 'Gokul Centre 1',
      siteUUID: 'site-1',
      zoneId: 'Asia/Kolkata',
      siteLevelDevices: [{ serialNumber: 'GW-1', deviceType: 'L3' }, device('PS-1', 'powsens')],
      chillingUnitMonitoringDetailsList: [
        unit('unit-a', 'Cooler A', 'CB-01', [
          device('IS-1', 'indsensABC'),
          device('TS-1', 'tempsens', [
            { deviceAttribute: 'Temperature #1', applicationAttribute: 'milkTemperature', unit: '°C' },
            { deviceAttribute: 'Temperature #2', applicationAttribute: 'temperature2', unit: '°C' },
          ]),
          device('VS-1', 'volsens'),
          device('FS-1', 'feedsens', [{ deviceAttribute: 'Feedback #1', applicationAttribute: 'grid', unit: 'ON/OFF' }]),
        ]),
        unit('unit-b', 'Cooler B', 'CB-02', [device('CK-1', 'CONTRAK_V1')]),
      ],
    },
    {
      siteId: 'S-002',
      siteName: 'Warana Centre',
      siteUUID: 'site-2',
      zoneId: 'Africa/Abidjan',
      siteLevelDevices: [{ serialNumber: 'GW-2', deviceType: 'L3' }],
      chillingUnitMonitoringDetailsList: [
        unit('unit-c', 'Cooler C', 'CB-03', [device('WS-1', 'weighsens')]),
        unit('unit-d', 'Cooler D', 'CB-04', []),
      ],
    },
  ],
  pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 2, page: 0, size: 5000 },
};

const at = (hh: number, mm: number) => `2026-11-20T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`;
const received = (hh: number, mm: number) => at(hh, mm).replace(':00+', ':03.120+');

/** The records each device answers, newest first. */
export const RECORDS: Record<string, Record<string, unknown>[]> = {
  'IS-1': [
    {
      processTime: at(6, 15),
      receivedAt: received(6, 15),
      milkTemperature: { value: 6.8, unit: '°C' },
      batteryTemperature: { value: 24, unit: '°C' },
      compressorStatus: 'ON',
      compressorCurrent: 7.9,
      agitatorStatus: 'OFF',
      pumpStatus: 'OFF',
      alarmCode: 0,
    },
  ],
  'TS-1': [{ processTime: at(6, 15), receivedAt: received(6, 15), temperature: { values: [6.8, 9.1] } }],
  'VS-1': [
    { processTime: at(6, 24), receivedAt: received(6, 24), volume: { value: 1524, unit: 'L' } },
    { processTime: at(6, 23), receivedAt: received(6, 23), volume: { value: 1523, unit: 'L' } },
  ],
  'FS-1': [{ processTime: at(6, 15), receivedAt: received(6, 15), states: ['ON', 'OFF', 'ON', 'OFF'] }],
  'PS-1': [
    {
      processTime: at(6, 15),
      receivedAt: received(6, 15),
      numberOfPhases: 3,
      totalEnergy: 5321.4,
      phase: [
        {
          phaseColor: 'R',
          current: { value: 8.1, unit: 'A' },
          volt: { value: 231, unit: 'V' },
          power: { value: 1870, unit: 'W' },
          energy: 12.2,
        },
        {
          phaseColor: 'Y',
          current: { value: 8, unit: 'A' },
          volt: { value: 229, unit: 'V' },
          power: { value: 1830, unit: 'W' },
          energy: 12,
        },
        {
          phaseColor: 'B',
          current: { value: 7.9, unit: 'A' },
          volt: { value: 230, unit: 'V' },
          power: { value: 1810, unit: 'W' },
          energy: 11.9,
        },
      ],
    },
  ],
  'WS-1': [{ processTime: at(6, 15), receivedAt: received(6, 15), weight: { value: 1030, unit: 'kg' } }],
  'CK-1': [
    { processTime: at(6, 5), receivedAt: received(6, 5), eventName: 'TEMP', value: 7.9, unit: '°C' },
    { processTime: at(6, 5), receivedAt: received(6, 5), eventName: 'VOLUME', value: 1250, unit: 'L' },
    { processTime: at(6, 2), receivedAt: received(6, 2), eventName: 'AGZFB', value: 0, unit: 'ON/OFF' },
    { processTime: at(6, 1), receivedAt: received(6, 1), eventName: 'GRID', value: 1, unit: 'ON/OFF' },
    { processTime: at(6, 0), receivedAt: received(6, 0), eventName: 'VOLUME', value: 1200, unit: 'L' },
  ],
};

const DEVICE_TYPES: Record<string, string> = {
  'IS-1': 'indsensABC',
  'TS-1': 'tempsens',
  'VS-1': 'volsens',
  'FS-1': 'feedsens',
  'PS-1': 'powsens',
  'WS-1': 'weighsens',
  'CK-1': 'CONTRAK_V1',
};

/**
 * Answers a device data call as the server would: the device's records
 * filtered by eventName (include=false drops it), paged by page and size;
 * `total` pretends there are more records than listed.
 */
export function answerDeviceData(req: StubRequest, total?: number) {
  const serial = req.query.deviceId;
  let list = RECORDS[serial] ?? [];
  const ev = req.query.eventName;
  if (ev === 'events') list = list.filter((r) => r.eventName !== 'VOLUME' && r.eventName !== 'TEMP');
  else if (ev) list = list.filter((r) => r.eventName === ev);
  if (req.query.include === 'false') list = list.map(({ eventName: _e, ...rest }) => rest);
  const page = Number(req.query.page);
  const size = Number(req.query.size);
  const count = total ?? list.length;
  const pages = Math.ceil(count / size);
  return {
    content: [
      {
        deviceId: serial,
        serialNumber: serial,
        deviceType: DEVICE_TYPES[serial] ?? decodeURIComponent(req.path.slice(DEVICE_DATA.length)),
        zoneId: 'Asia/Kolkata',
        attributeList: total === undefined ? list.slice(page * size, page * size + size) : list,
      },
    ],
    pageInfo: { totalPages: pages, hasNextPage: page + 1 < pages, totalElements: count, page, size },
  };
}
