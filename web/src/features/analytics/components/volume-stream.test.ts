import { addAlert, appendPoint, retryDelay, liveAlertSchema, WINDOW_MS } from '@/features/analytics/components/volume-stream';

describe('the real-time stream’s data', () => {
  it('keeps the points of the last 2 hours in time order', () => {
    let pts = appendPoint([], [1000, 1]);
    pts = appendPoint(pts, [3000, 3]);
    pts = appendPoint(pts, [2000, 2]);
    expect(pts).toEqual([
      [1000, 1],
      [2000, 2],
      [3000, 3],
    ]);
    expect(appendPoint(pts, [2000, 5])).toEqual([
      [1000, 1],
      [2000, 5],
      [3000, 3],
    ]);
    expect(appendPoint(pts, [1000 + WINDOW_MS + 1, 9])).toEqual([
      [2000, 2],
      [3000, 3],
      [1000 + WINDOW_MS + 1, 9],
    ]);
  });

  it('puts a new alert first and replaces an alert that changed', () => {
    const a = (id: string, stage: number) => liveAlertSchema.parse({ alertId: id, stage });
    const list = addAlert(addAlert([], a('x', 1)), a('y', 1));
    expect(list.map((x) => x.alertId)).toEqual(['y', 'x']);
    expect(addAlert(list, a('x', 2)).map((x) => [x.alertId, x.stage])).toEqual([
      ['x', 2],
      ['y', 1],
    ]);
    expect(addAlert(list, a('z', 1), 2).map((x) => x.alertId)).toEqual(['z', 'y']);
  });

  it('waits longer after each failure, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
