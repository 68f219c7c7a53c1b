/**
 * What the audit log records (docs: the server's audit package): the
 * actions (sign-in events, denials and the operations that change
 * something) and the kinds of object, with their translated labels. A
 * value the console does not know yet shows as the server wrote it.
 */
import type { TFunction } from 'i18next';

export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'signOut',
  'denied',
  'createOrganization',
  'updateOrganization',
  'deleteOrganization',
  'createRole',
  'updateRole',
  'createUser',
  'updateUser',
  'updatePassword',
  'resetPassword',
  'bookmarkSites',
  'importAlertConfigurations',
  'createSite',
  'updateSite',
  'importSites',
  'rotateDeviceCredential',
  'updateChillingCosts',
  'createChecklistTemplate',
  'updateChecklistTemplate',
  'createMaintenanceRecord',
  'acknowledgeAlert',
] as const;

export const AUDIT_OBJECTS = [
  'organization',
  'role',
  'user',
  'site',
  'credential',
  'setting',
  'template',
  'record',
  'alert',
  'session',
] as const;

/** The label of an action; the action itself when unknown. */
export function actionLabel(action: string, t: TFunction): string {
  return action ? t(`audit.actions.${action}`, { defaultValue: action }) : '';
}

/** The label of a kind of object; the kind itself when unknown. */
export function objectLabel(object: string, t: TFunction): string {
  return object ? t(`audit.objects.${object}`, { defaultValue: object }) : '';
}

/** The object column: its kind and its name or id ('User asha'). */
export function objectText(object: string, objectKey: string, t: TFunction): string {
  const kind = objectLabel(object, t);
  return kind && objectKey ? t('audit.objectWithKey', { object: kind, key: objectKey }) : kind || objectKey;
}
