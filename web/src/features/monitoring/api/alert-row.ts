/**
 * The alert row of the alert lists and the search (docs/monitoring.md
 * "Alerts"): a critical alert from raise to clear, or an info event, with
 * its unit, site and the site's time zone.
 */
import { z } from 'zod';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const alertRowSchema = z.object({
  alertId: str,
  alertLevel: str,
  alertType: str,
  alertDisplayName: str,
  alertMessage: str,
  stage: num,
  occurredOn: str,
  since: str,
  clearedAt: str,
  /** active, cleared (critical alerts) or event (info events). */
  status: str,
  acknowledgedBy: str,
  acknowledgedAt: str,
  acknowledgeComment: str,
  volume: num,
  temperature: num,
  chillingUnitId: str,
  chillingUnitUUID: str,
  chillingUnitName: str,
  siteName: str,
  siteId: str,
  siteUuid: str,
  zoneId: str,
});
export type AlertRow = z.infer<typeof alertRowSchema>;

export const alertRowsSchema = z
  .array(alertRowSchema)
  .nullish()
  .transform((v) => v ?? []);

export const pageInfoSchema = z
  .object({
    totalPages: num,
    hasNextPage: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    totalElements: num,
    page: num,
    size: num,
  })
  .nullish()
  .transform((v) => v ?? { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 0 });

export const CRITICAL = 'CRITICAL';

/** A critical alert, raised or cleared, that nobody acknowledged yet. */
export function canAcknowledge(a: AlertRow): boolean {
  return a.alertLevel.toUpperCase() === CRITICAL && (a.status === 'active' || a.status === 'cleared') && !a.acknowledgedBy;
}

/** The acknowledgement's privileges (any one; ALL_PRIVILEGE passes too). */
export const ACKNOWLEDGE_PRIVILEGES = ['PREVENTIVE_MAINTENANCE', 'ENTER_RECORDS'] as const;
