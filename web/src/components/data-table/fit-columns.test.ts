import { fitColumns, MIN_SHRUNK_WIDTH } from '@/components/data-table/fit-columns';

/** The BMC list's columns and priorities (features/monitoring/components/bmc-columns). */
const BMC = [
  { field: 'chillingUnitId', minWidth: 120 },
  { field: 'siteName', minWidth: 150, priority: 2 },
  { field: 'siteId', minWidth: 110, priority: 3 },
  { field: 'capacity', minWidth: 110, priority: 3 },
  { field: 'volume', minWidth: 110 },
  { field: 'temperature', minWidth: 130 },
  { field: 'state', minWidth: 140 },
  { field: 'stateReceivedAt', minWidth: 170, priority: 4 },
  { field: 'infoAlertsCount', minWidth: 100, priority: 2 },
  { field: 'criticalAlertsCount', minWidth: 100, priority: 2 },
];

describe('fitColumns', () => {
  it('shows every column when they fit, or when the width is not known', () => {
    expect(fitColumns(BMC, 1400)).toEqual({ hidden: [], scale: 1 });
    expect(fitColumns(BMC, 0)).toEqual({ hidden: [], scale: 1 });
  });

  it('hides the highest priority numbers first, rightmost first among equals', () => {
    // 1366 px: the drawer (240) and the page padding (48) leave 1078.
    expect(fitColumns(BMC, 1078).hidden).toEqual(['stateReceivedAt']);
    expect(fitColumns(BMC, 1000).hidden).toEqual(['stateReceivedAt', 'capacity']);
    expect(fitColumns(BMC, 900).hidden).toEqual(['stateReceivedAt', 'capacity', 'siteId']);
    expect(fitColumns(BMC, 800).hidden).toEqual(['stateReceivedAt', 'capacity', 'siteId', 'criticalAlertsCount']);
  });

  it('keeps the counts at 1366 px and leaves a phone the id, volume, temperature and state, shrunk to fit', () => {
    const laptop = fitColumns(BMC, 1078);
    expect(laptop.hidden).not.toContain('infoAlertsCount');
    expect(laptop.hidden).not.toContain('criticalAlertsCount');
    const phone = fitColumns(BMC, 360);
    const shown = BMC.filter((c) => !phone.hidden.includes(c.field)).map((c) => c.field);
    expect(shown).toEqual(['chillingUnitId', 'volume', 'temperature', 'state']);
    expect(phone.scale).toBeCloseTo(360 / 500);
  });

  it('never shrinks a column below its floor', () => {
    const fit = fitColumns(
      [
        { field: 'a', minWidth: 100 },
        { field: 'b', minWidth: 100 },
      ],
      50,
    );
    expect(fit.scale * 100).toBeCloseTo(MIN_SHRUNK_WIDTH);
  });
});
