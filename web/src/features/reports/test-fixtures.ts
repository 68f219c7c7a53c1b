/** What the reports' screen tests answer: the report list, the sites and each report's rows. */
export const LIST_PATH = '/authgateway/reports/dashBoard/v1/getAll';
export const SITES_PATH = '/authgateway/provisioningService/sites/all';
export const DATA = {
  chilling: '/authgateway/reports/cs/v1/chillingReport',
  fuel: '/authgateway/reports/fs/v2/fuelReport',
  lifting: '/authgateway/reports/ml/v1/milkReport',
  cip: '/authgateway/reports/cip/v1/cipReport',
} as const;
export const EXPORT = {
  chilling: '/authgateway/reports/cs/v1/chillingReport/export_excel/complete',
  fuel: '/authgateway/reports/fs/v2/fuelReport/export_excel/sum/complete',
  lifting: '/authgateway/reports/ml/v1/milkReport/export_excel',
  cip: '/authgateway/reports/cip/v1/cipReport/export_excel',
} as const;

const v = (field: string, header: string) => ({ field, header });

/** The report list as the server answers it in English. */
export const LIST_EN = [
  {
    id: 'chilling_session',
    name: 'Chilling Session Report',
    displayName: 'Chilling Session Report',
    category: 'Chilling',
    values: [
      v('eventDate', 'Date'),
      v('customerBmcId', 'BMC ID'),
      v('capacity', 'BMC Capacity (L)'),
      v('bmcName', 'Site Name'),
      v('shift', 'Shift'),
      v('chillingStartTime', 'Chilling Start Time'),
      v('chillingStartTemp', 'Start Temp (°C)'),
      v('chillingStartVol', 'Start Volume (L)'),
      v('chillingEndTime', 'Chilling End Time'),
      v('chillingEndTemp', 'End Temp (°C)'),
      v('chillingEndVol', 'End Volume (L)'),
      v('chillingDuration', 'Chilling Duration'),
      v('gridDuration', 'Grid Duration'),
      v('dgDuration', 'DG Duration'),
    ],
  },
  {
    id: 'fuel_consumption',
    name: 'Fuel Consumption Report',
    displayName: 'Fuel Consumption Report',
    category: 'Energy',
    values: [
      v('eventDate', 'Date'),
      v('customerBmcId', 'BMC ID'),
      v('capacity', 'BMC Capacity (L)'),
      v('bmcName', 'Site Name'),
      v('dgWhileChillingTime', 'DG Time While Chilling'),
      v('totalFuelUsedLitersWhenCompOn', 'Fuel Used While Chilling (L)'),
      v('gridWhileChillingTime', 'Grid Time While Chilling'),
      v('totalEnergyUsedUnitsWhenCompOn', 'Energy Used While Chilling (kWh)'),
      v('gridUsageCostWhileChilling', 'Grid Cost While Chilling'),
    ],
  },
  {
    id: 'milk_lifting',
    name: 'Milk Lifting Report',
    displayName: 'Milk Lifting Report',
    category: 'Milk',
    values: [
      v('date', 'Date'),
      v('bmcId', 'BMC ID'),
      v('capacity', 'BMC Capacity (L)'),
      v('siteName', 'Site Name'),
      v('startTime', 'Start Time'),
      v('startTemp', 'Start Temp (°C)'),
      v('startVolume', 'Start Volume (L)'),
      v('endTime', 'End Time'),
      v('endTemp', 'End Temp (°C)'),
      v('endVolume', 'End Volume (L)'),
      v('duration', 'Duration'),
      v('liftingType', 'Lifting Type'),
    ],
  },
  {
    id: 'cip',
    name: 'CIP Report',
    displayName: 'CIP Report',
    category: 'Milk',
    values: [
      v('eventDate', 'DATE'),
      v('customerBmcId', 'BMC ID'),
      v('capacity', 'BMC CAPACITY'),
      v('bmcName', 'SITE NAME'),
      v('startTime', 'START TIME'),
      v('endTime', 'END TIME'),
      v('duration', 'CIP DURATION'),
      v('cipTemp', 'CIP TEMP(C)'),
      v('cipVolume', 'CIP VOLUME(L)'),
      v('cipType', 'CIP TYPE'),
    ],
  },
];

/** The same in French (categories and names translated). */
export const LIST_FR = LIST_EN.map((r) => ({
  ...r,
  displayName:
    {
      chilling_session: 'Rapport des sessions de refroidissement',
      fuel_consumption: 'Rapport de consommation de carburant',
      milk_lifting: "Rapport d'enlèvement du lait",
      cip: 'Rapport NEP',
    }[r.id] ?? r.name,
  category: ({ Chilling: 'Refroidissement', Energy: 'Énergie', Milk: 'Lait' } as Record<string, string>)[r.category],
}));

function unit(uuid: string, bmcName: string, customerBmcId: string) {
  return {
    productType: { name: 'BMC' },
    chillingUnitId: uuid.toUpperCase(),
    chillingUnitUuid: uuid,
    chillingUnit: { bmcName, customerBmcId },
    l1DeviceInfo: [],
  };
}

/**
 * Three sites, not in name order; Warana is in another zone, and Amul lists
 * a unit of Gokul again (the union keeps it once).
 */
export const SITES = {
  content: [
    {
      siteId: 'S-002',
      siteName: 'Warana Centre',
      siteUUID: 'site-2',
      zoneId: 'Africa/Abidjan',
      siteLevelDevices: [],
      chillingUnitMonitoringDetailsList: [unit('unit-c', 'Cooler C', 'CB-03')],
    },
    {
      siteId: 'S-001',
      siteName: 'Gokul Centre 1',
      siteUUID: 'site-1',
      zoneId: 'Asia/Kolkata',
      siteLevelDevices: [],
      chillingUnitMonitoringDetailsList: [unit('unit-a', 'Cooler A', 'CB-01'), unit('unit-b', 'Cooler B', 'CB-02')],
    },
    {
      siteId: 'S-003',
      siteName: 'Amul Dairy',
      siteUUID: 'site-3',
      zoneId: 'Asia/Kolkata',
      siteLevelDevices: [],
      chillingUnitMonitoringDetailsList: [unit('unit-d', 'Cooler D', 'CB-04'), unit('unit-a', 'Cooler A', 'CB-01')],
    },
  ],
  pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 3, page: 0, size: 5000 },
};

const info = (n: number) => ({ totalPages: n ? 1 : 0, hasNextPage: false, totalElements: n, page: 0, size: 5000 });

/** Chilling sessions, the later date first (the table shows them ascending). */
export const CHILLING = {
  content: [
    {
      eventDate: '2026-11-24',
      customerBmcId: 'CB-01',
      capacity: 1000,
      bmcName: 'Gokul Centre 1',
      shift: 'morning',
      chillingStartTime: '2026-11-24T06:10:00+05:30',
      chillingStartTemp: 31.5,
      chillingStartVol: 420,
      chillingEndTime: '2026-11-24T08:02:30+05:30',
      chillingEndTemp: 4,
      chillingEndVol: 610.5,
      chillingDuration: '01:52:30',
      gridDuration: '01:40:00',
      dgDuration: '00:12:30',
    },
    {
      eventDate: '2026-11-23',
      customerBmcId: 'CB-01',
      capacity: 1000,
      bmcName: 'Gokul Centre 1',
      shift: 'evening',
      chillingStartTime: '2026-11-23T23:50:00+05:30',
      chillingStartTemp: 29.25,
      chillingStartVol: 380,
      chillingEndTime: '2026-11-24T01:15:00+05:30',
      chillingEndTemp: 4.1,
      chillingEndVol: 400,
      chillingDuration: '01:25:00',
      gridDuration: '01:25:00',
      dgDuration: '00:00:00',
    },
  ],
  pageInfo: info(2),
  zones: ['Asia/Kolkata'],
};

export const FUEL = {
  content: [
    {
      eventDate: '2026-11-23',
      customerBmcId: 'CB-03',
      capacity: 2000,
      bmcName: 'Warana Centre',
      dgWhileChillingTime: '00:30:00',
      totalFuelUsedLitersWhenCompOn: 1.25,
      gridWhileChillingTime: '03:39:00',
      totalEnergyUsedUnitsWhenCompOn: 10.95,
      gridUsageCostWhileChilling: 87.6,
    },
    {
      eventDate: '2026-11-23',
      customerBmcId: 'CB-01',
      capacity: 1000,
      bmcName: 'Gokul Centre 1',
      dgWhileChillingTime: '00:00:00',
      totalFuelUsedLitersWhenCompOn: 0,
      gridWhileChillingTime: '25:10:00',
      totalEnergyUsedUnitsWhenCompOn: 40.5,
      gridUsageCostWhileChilling: 324,
    },
  ],
  pageInfo: info(2),
  zones: ['Africa/Abidjan', 'Asia/Kolkata'],
};

export const LIFTING = {
  content: [
    {
      date: '2026-11-23',
      bmcId: 'CB-01',
      capacity: 1000,
      siteName: 'Gokul Centre 1',
      startTime: '2026-11-23T09:00:00+05:30',
      startTemp: 4,
      startVolume: 900,
      endTime: '2026-11-23T09:20:00+05:30',
      endTemp: 4,
      endVolume: 10,
      duration: '00:20:00',
      liftingType: 'Full',
    },
    {
      date: '2026-11-23',
      bmcId: 'CB-02',
      capacity: 500,
      siteName: 'Gokul Centre 1',
      startTime: '2026-11-23T18:05:00+05:30',
      startTemp: 7.5,
      startVolume: 450,
      endTime: '2026-11-23T18:15:00+05:30',
      endTemp: 7.6,
      endVolume: 200,
      duration: '00:10:00',
      liftingType: 'Partial',
    },
  ],
  pageInfo: info(2),
  zones: ['Asia/Kolkata'],
  undercooled: [1],
};

export const CIP = {
  content: [
    {
      eventDate: '2026-11-24',
      customerBmcId: 'CB-01',
      capacity: 1000,
      bmcName: 'Gokul Centre 1',
      startTime: '2026-11-24T10:00:00+05:30',
      endTime: '2026-11-24T10:25:00+05:30',
      duration: '00:25:00',
      cipTemp: 65.5,
      cipVolume: 120,
      cipType: 'Hot',
    },
  ],
  pageInfo: info(1),
  zones: ['Asia/Kolkata'],
};

/** An empty answer. */
export const EMPTY = { content: [], pageInfo: info(0), zones: ['Asia/Kolkata'] };

/** An XLSX answer (its bytes do not matter to the console). */
export function workbook(): Response {
  return new Response(new TextEncoder().encode('PK\u0003\u0004 workbook'), {
    status: 200,
    headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
