/**
 * The user's sites in the form and on the wire (spec 01 §3, §5, §9): the
 * site associations (each keeps its isBookmarked) and the alert
 * configuration entries, per site or chilling unit, with the email, SMS
 * and web channels (on / on / off by default). The form holds the entries
 * in the server's shape, so a server error such as
 * userAlertConfiguration[1].emailAlerts.criticalAlerts names a form path.
 * On submit an empty list is omitted (for an edit, the server reads an
 * omitted list as empty) and empty text is left out.
 */
import type { components } from '@/types/api';
import type { AlertConfig, Association } from '@/features/users/api/user';
import type { Site, Unit } from '@/lib/sites';

export type AssociationInput = components['schemas']['Association'];
export type AlertConfigInput = components['schemas']['AlertConfig'];

export interface AssociationValue {
  siteName: string;
  siteUUID: string;
  siteId: string;
  isBookmarked: boolean;
  organization: string;
  subOrganization: string;
}

export interface ChannelValue {
  infoAlerts: string[];
  criticalAlerts: string[];
}

export interface AlertEntryValue {
  siteName: string;
  siteId: string;
  siteUUID: string;
  /** '' for the whole site. */
  chillingUnitId: string;
  chillingUnitUuid: string;
  enableEmailAlerts: boolean;
  enableSMSAlerts: boolean;
  enableWebAlerts: boolean;
  emailAlerts: ChannelValue;
  smsAlerts: ChannelValue;
  /** The web channel's info alert types. */
  infoAlerts: string[];
  /** The web channel's critical alert types. */
  criticalAlerts: string[];
  organization: string;
  subOrganization: string;
}

/** Spec 01 §9: alert email and SMS on by default, web off. */
export const ALERT_CHANNEL_DEFAULTS = { email: true, sms: true, web: false } as const;

/** A new alert configuration entry: no site yet, the channel defaults, no alert types. */
export function newAlertEntry(): AlertEntryValue {
  return {
    siteName: '',
    siteId: '',
    siteUUID: '',
    chillingUnitId: '',
    chillingUnitUuid: '',
    enableEmailAlerts: ALERT_CHANNEL_DEFAULTS.email,
    enableSMSAlerts: ALERT_CHANNEL_DEFAULTS.sms,
    enableWebAlerts: ALERT_CHANNEL_DEFAULTS.web,
    emailAlerts: { infoAlerts: [], criticalAlerts: [] },
    smsAlerts: { infoAlerts: [], criticalAlerts: [] },
    infoAlerts: [],
    criticalAlerts: [],
    organization: '',
    subOrganization: '',
  };
}

// ---- load: the user's lists as form values ----

export function toAssociationValues(list: Association[]): AssociationValue[] {
  return list.map((a) => ({
    siteName: a.siteName,
    siteUUID: a.siteUUID,
    siteId: a.siteId,
    isBookmarked: a.isBookmarked,
    organization: a.organization,
    subOrganization: a.subOrganization,
  }));
}

export function toAlertEntryValues(list: AlertConfig[]): AlertEntryValue[] {
  return list.map((c) => ({
    siteName: c.siteName,
    siteId: c.siteId,
    siteUUID: c.siteUUID,
    chillingUnitId: c.chillingUnitId,
    chillingUnitUuid: c.chillingUnitUuid,
    enableEmailAlerts: c.enableEmailAlerts ?? ALERT_CHANNEL_DEFAULTS.email,
    enableSMSAlerts: c.enableSMSAlerts ?? ALERT_CHANNEL_DEFAULTS.sms,
    enableWebAlerts: c.enableWebAlerts ?? ALERT_CHANNEL_DEFAULTS.web,
    emailAlerts: { infoAlerts: [...c.emailAlerts.infoAlerts], criticalAlerts: [...c.emailAlerts.criticalAlerts] },
    smsAlerts: { infoAlerts: [...c.smsAlerts.infoAlerts], criticalAlerts: [...c.smsAlerts.criticalAlerts] },
    infoAlerts: [...c.infoAlerts],
    criticalAlerts: [...c.criticalAlerts],
    organization: c.organization,
    subOrganization: c.subOrganization,
  }));
}

// ---- choose: a site or unit of the organisation ----

/** The key a site is chosen by: its siteId (unique), else its uuid or name. */
export function siteKey(s: { siteId: string; siteUUID: string; siteName: string }): string {
  return s.siteId || s.siteUUID || s.siteName;
}

/** The association of a chosen site; one the user already had keeps its bookmark. */
export function associationFor(site: Site, existing?: AssociationValue): AssociationValue {
  return {
    siteName: site.siteName,
    siteUUID: site.siteUUID,
    siteId: site.siteId,
    isBookmarked: existing?.isBookmarked ?? false,
    organization: site.organizationName,
    subOrganization: site.subOrganizationName,
  };
}

/**
 * The associations for the chosen site keys: those already there keep
 * their place and values (isBookmarked), new ones follow in list order.
 */
export function chooseAssociations(current: AssociationValue[], keys: string[], sites: Site[]): AssociationValue[] {
  const wanted = new Set(keys);
  const kept = current.filter((a) => wanted.has(siteKey(a)));
  const have = new Set(kept.map(siteKey));
  const added = sites.filter((s) => wanted.has(siteKey(s)) && !have.has(siteKey(s))).map((s) => associationFor(s));
  return [...kept, ...added];
}

/** An entry's site fields for a chosen site; the unit is cleared (it belonged to the old site). */
export function entrySite(
  site: Site,
): Pick<AlertEntryValue, 'siteName' | 'siteId' | 'siteUUID' | 'organization' | 'subOrganization' | 'chillingUnitId' | 'chillingUnitUuid'> {
  return {
    siteName: site.siteName,
    siteId: site.siteId,
    siteUUID: site.siteUUID,
    organization: site.organizationName,
    subOrganization: site.subOrganizationName,
    chillingUnitId: '',
    chillingUnitUuid: '',
  };
}

/** A unit's label: its BMC or chilling-centre name, and its id. */
export function unitLabel(u: Unit): string {
  const name = u.chillingUnit.bmcName || u.chillingUnit.chillingCenterName;
  const id = u.chillingUnitId || u.chillingUnitUuid;
  return name && id && name !== id ? `${name} (${id})` : name || id;
}

// ---- submit: the form values as the server's lists ----

/** Sets k to v when v is not blank. */
function text<T extends object>(out: T, k: keyof T, v: string) {
  if (v.trim() !== '') (out as Record<keyof T, unknown>)[k] = v;
}

export function toAssociationInput(values: AssociationValue[] | undefined): AssociationInput[] | undefined {
  if (!values || values.length === 0) return undefined;
  return values.map((a) => {
    const out: AssociationInput = { isBookmarked: a.isBookmarked };
    text(out, 'siteName', a.siteName);
    text(out, 'siteUUID', a.siteUUID);
    text(out, 'siteId', a.siteId);
    text(out, 'organization', a.organization);
    text(out, 'subOrganization', a.subOrganization);
    return out;
  });
}

export function toAlertConfigInput(values: AlertEntryValue[] | undefined): AlertConfigInput[] | undefined {
  if (!values || values.length === 0) return undefined;
  return values.map((e) => {
    const out: AlertConfigInput = {
      enableEmailAlerts: e.enableEmailAlerts,
      enableSMSAlerts: e.enableSMSAlerts,
      enableWebAlerts: e.enableWebAlerts,
      emailAlerts: { infoAlerts: [...e.emailAlerts.infoAlerts], criticalAlerts: [...e.emailAlerts.criticalAlerts] },
      smsAlerts: { infoAlerts: [...e.smsAlerts.infoAlerts], criticalAlerts: [...e.smsAlerts.criticalAlerts] },
      infoAlerts: [...e.infoAlerts],
      criticalAlerts: [...e.criticalAlerts],
    };
    text(out, 'siteName', e.siteName);
    text(out, 'siteId', e.siteId);
    text(out, 'siteUUID', e.siteUUID);
    text(out, 'chillingUnitId', e.chillingUnitId);
    text(out, 'chillingUnitUuid', e.chillingUnitUuid);
    text(out, 'organization', e.organization);
    text(out, 'subOrganization', e.subOrganization);
    return out;
  });
}
