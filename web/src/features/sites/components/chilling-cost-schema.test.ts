import { chillingCostFormSchema, COST_MESSAGES as M } from '@/features/sites/components/chilling-cost-schema';

const valid = {
  gridUsageHourWhenChilling: 3,
  gridUsageHourWhenNOTChilling: 0.3,
  gridUsageCostUnit: 8,
  dgFuelUsageHourWhenChilling: 1.5,
  dgFuelUsageHourWhenNotChilling: 0.8,
  dgFuelCostPerLiter: 90,
  processedTimeCalibrationinmins: 0,
  underChilledTemperature: 4.1,
  overChilledTemperature: 3,
};

/** The first message on each field of a refused value. */
function messages(values: Record<string, unknown>): Record<string, string> {
  const r = chillingCostFormSchema.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('the chilling cost form rules', () => {
  it('accepts the defaults and the bounds', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, gridUsageCostUnit: 0, dgFuelCostPerLiter: 1_000_000 })).toEqual({});
    expect(messages({ ...valid, processedTimeCalibrationinmins: -1440 })).toEqual({});
    expect(messages({ ...valid, underChilledTemperature: 15, overChilledTemperature: -4.9 })).toEqual({});
  });

  it.each([
    [{ gridUsageCostUnit: null }, 'gridUsageCostUnit', M.required],
    [{ gridUsageCostUnit: -1 }, 'gridUsageCostUnit', M.rate],
    [{ dgFuelCostPerLiter: 1_000_001 }, 'dgFuelCostPerLiter', M.rate],
    [{ gridUsageHourWhenNOTChilling: -0.1 }, 'gridUsageHourWhenNOTChilling', M.rate],
    [{ processedTimeCalibrationinmins: 1441 }, 'processedTimeCalibrationinmins', M.calibration],
    [{ processedTimeCalibrationinmins: null }, 'processedTimeCalibrationinmins', M.required],
    [{ underChilledTemperature: 15.5 }, 'underChilledTemperature', M.temperature],
    [{ overChilledTemperature: -5 }, 'overChilledTemperature', M.temperature],
    [{ underChilledTemperature: 3, overChilledTemperature: 3 }, 'overChilledTemperature', M.order],
    [{ underChilledTemperature: 2, overChilledTemperature: 3 }, 'overChilledTemperature', M.order],
  ])('refuses %j on %s', (change, field, message) => {
    expect(messages({ ...valid, ...change })[field]).toBe(message);
  });
});
