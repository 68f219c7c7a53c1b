/**
 * The chilling-cost form's rules (spec 02 §3; the spec leaves the bounds
 * open, so these are the server's, internal/site/cost.go, with its
 * messages): rates from 0 to 1,000,000, the time calibration from -1440 to
 * 1440 minutes, both chilled temperatures above -5 and at most 15 °C, and
 * the over-chilled temperature below the under-chilled one. Messages are
 * i18n keys of sites.json.
 */
import { z } from 'zod';

export const COST_MESSAGES = {
  required: 'sites.cost.validation.required',
  rate: 'sites.cost.validation.rate',
  calibration: 'sites.cost.validation.calibration',
  temperature: 'sites.cost.validation.temperature',
  order: 'sites.cost.validation.order',
} as const;
const M = COST_MESSAGES;

export const RATE_MAX = 1_000_000;
export const CALIBRATION_MAX_MINUTES = 1440;
export const TEMPERATURE_MIN = -5;
export const TEMPERATURE_MAX = 15;

/** A number field of the form: null when empty (the form builder's number type). */
const present = z
  .number({ error: M.required })
  .nullable()
  .refine((v) => v !== null, { error: M.required });
const rate = present.refine((v) => v === null || (v >= 0 && v <= RATE_MAX), { error: M.rate });
const temperature = present.refine((v) => v === null || (v > TEMPERATURE_MIN && v <= TEMPERATURE_MAX), { error: M.temperature });

/** The rate fields, in the form's order (each a number of the BMC's currency or of hours). */
export const RATE_FIELDS = [
  'gridUsageHourWhenChilling',
  'gridUsageHourWhenNOTChilling',
  'gridUsageCostUnit',
  'dgFuelUsageHourWhenChilling',
  'dgFuelUsageHourWhenNotChilling',
  'dgFuelCostPerLiter',
] as const;

export const chillingCostFormSchema = z
  .object({
    gridUsageHourWhenChilling: rate,
    gridUsageHourWhenNOTChilling: rate,
    gridUsageCostUnit: rate,
    dgFuelUsageHourWhenChilling: rate,
    dgFuelUsageHourWhenNotChilling: rate,
    dgFuelCostPerLiter: rate,
    processedTimeCalibrationinmins: present.refine((v) => v === null || (v >= -CALIBRATION_MAX_MINUTES && v <= CALIBRATION_MAX_MINUTES), {
      error: M.calibration,
    }),
    underChilledTemperature: temperature,
    overChilledTemperature: temperature,
  })
  .refine(
    (v) => v.overChilledTemperature === null || v.underChilledTemperature === null || v.overChilledTemperature < v.underChilledTemperature,
    { path: ['overChilledTemperature'], error: M.order },
  );

export type ChillingCostFormInput = z.input<typeof chillingCostFormSchema>;
export type ChillingCostFormValues = z.output<typeof chillingCostFormSchema>;
