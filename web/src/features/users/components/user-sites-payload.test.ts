import { userSchema } from '@/features/users/api/user';
import { siteLabel, siteSchema, unitSchema } from '@/lib/sites';
import { toEditInput, toEditValues } from '@/features/users/components/user-payload';
import { editUserSchema } from '@/features/users/components/user-schema';
import {
  ALERT_CHANNEL_DEFAULTS,
  chooseAssociations,
  entrySite,
  newAlertEntry,
  toAlertConfigInput,
  toAlertEntryValues,
  toAssociationInput,
  toAssociationValues,
  unitLabel,
} from '@/features/users/components/user-sites-payload';

/** A user as GET userDetails answers it, with both lists. */
const ANSWER = {
  userId: 7,
  userName: 'asha',
  emailId: 'asha@gokul.in',
  firstName: 'Asha',
  salutation: 'Ms',
  gender: 'FEMALE',
  roles: ['Viewer'],
  mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
  organizationName: 'Gokul',
  subOrganizationName: 'KothrudCC',
  alertsLanguage: 'en',
  enabled: true,
  siteAssociationConfiguration: [
    {
      siteName: 'gk-1 Centre',
      siteUUID: 'uuid-1',
      siteId: 'gk-1',
      isBookmarked: false,
      organization: 'Gokul',
      subOrganization: 'KothrudCC',
    },
    {
      siteName: 'gk-2 Centre',
      siteUUID: 'uuid-2',
      siteId: 'gk-2',
      isBookmarked: true,
      organization: 'Gokul',
      subOrganization: 'KothrudCC',
    },
  ],
  userAlertConfiguration: [
    {
      siteName: 'gk-1 Centre',
      siteId: 'gk-1',
      siteUUID: 'uuid-1',
      enableEmailAlerts: true,
      enableSMSAlerts: true,
      enableWebAlerts: false,
      infoAlerts: [],
      criticalAlerts: [],
      emailAlerts: { infoAlerts: ['grid_off'], criticalAlerts: ['compressor_malfunction'] },
      smsAlerts: { infoAlerts: [], criticalAlerts: [] },
      organization: 'Gokul',
      subOrganization: 'KothrudCC',
    },
    {
      siteName: 'gk-1 Centre',
      siteId: 'gk-1',
      siteUUID: 'uuid-1',
      chillingUnitId: 'GK-1-B2',
      chillingUnitUuid: 'cu-2',
      enableEmailAlerts: true,
      enableSMSAlerts: false,
      enableWebAlerts: true,
      infoAlerts: ['chilling_completed'],
      criticalAlerts: ['compressor_malfunction'],
      emailAlerts: { infoAlerts: [], criticalAlerts: [] },
      smsAlerts: { infoAlerts: [], criticalAlerts: ['milk_undercooled'] },
      organization: 'Gokul',
      subOrganization: 'KothrudCC',
    },
  ],
};

const SITE = siteSchema.parse({
  siteId: 'gk-3',
  siteName: 'gk-3 Centre',
  siteUUID: 'uuid-3',
  organizationName: 'Gokul',
  subOrganizationName: 'KothrudCC',
  chillingUnitMonitoringDetailsList: [
    {
      chillingUnitId: 'GK-3-B1',
      chillingUnitUuid: 'cu-31',
      productType: { name: 'BMC' },
      chillingUnit: { bmcName: 'Tank 1', chillingCenterName: '' },
    },
  ],
});

describe('the alert channel defaults (spec 01 §9)', () => {
  it('starts a new entry with email and SMS on, web off, and no alert types', () => {
    expect(ALERT_CHANNEL_DEFAULTS).toEqual({ email: true, sms: true, web: false });
    expect(newAlertEntry()).toMatchObject({
      siteId: '',
      chillingUnitId: '',
      enableEmailAlerts: true,
      enableSMSAlerts: true,
      enableWebAlerts: false,
      emailAlerts: { infoAlerts: [], criticalAlerts: [] },
      smsAlerts: { infoAlerts: [], criticalAlerts: [] },
      infoAlerts: [],
      criticalAlerts: [],
    });
  });

  it('gives a loaded entry without switches the defaults', () => {
    const [v] = toAlertEntryValues(userSchema.parse({ ...ANSWER, userAlertConfiguration: [{ siteId: 'gk-1' }] }).userAlertConfiguration);
    expect(v).toMatchObject({
      enableEmailAlerts: true,
      enableSMSAlerts: true,
      enableWebAlerts: false,
      emailAlerts: { infoAlerts: [], criticalAlerts: [] },
    });
  });
});

describe('the user sites, load → form → submit', () => {
  it('reads both lists into the form and sends them back unchanged (web types at the top level)', () => {
    const user = userSchema.parse(ANSWER);
    const values = editUserSchema.parse(toEditValues(user));
    const body = toEditInput(values, user);
    expect(body.siteAssociationConfiguration).toEqual(ANSWER.siteAssociationConfiguration);
    expect(body.userAlertConfiguration).toEqual(ANSWER.userAlertConfiguration);
    expect(values.userAlertConfiguration[1]).toMatchObject({
      chillingUnitId: 'GK-1-B2',
      infoAlerts: ['chilling_completed'],
      criticalAlerts: ['compressor_malfunction'],
      smsAlerts: { criticalAlerts: ['milk_undercooled'] },
    });
  });

  it('reads a user without lists as empty lists, and sends none', () => {
    const user = userSchema.parse({ ...ANSWER, siteAssociationConfiguration: null, userAlertConfiguration: undefined });
    expect(toAssociationValues(user.siteAssociationConfiguration)).toEqual([]);
    expect(toAlertEntryValues(user.userAlertConfiguration)).toEqual([]);
    expect(toAssociationInput([])).toBeUndefined();
    expect(toAlertConfigInput([])).toBeUndefined();
  });

  it('leaves blank text out of what is sent', () => {
    const [sent] = toAlertConfigInput([{ ...newAlertEntry(), siteId: 'gk-1' }])!;
    expect(Object.keys(sent).sort()).toEqual(
      [
        'siteId',
        'enableEmailAlerts',
        'enableSMSAlerts',
        'enableWebAlerts',
        'emailAlerts',
        'smsAlerts',
        'infoAlerts',
        'criticalAlerts',
      ].sort(),
    );
    expect(
      toAssociationInput([{ siteId: 'gk-1', siteName: '', siteUUID: '', isBookmarked: false, organization: '', subOrganization: '' }]),
    ).toEqual([{ siteId: 'gk-1', isBookmarked: false }]);
  });
});

describe('choosing sites', () => {
  const current = toAssociationValues(userSchema.parse(ANSWER).siteAssociationConfiguration);

  it('keeps the associations still chosen, with their bookmark, and adds new ones unbookmarked', () => {
    const next = chooseAssociations(current, ['gk-2', 'gk-3'], [SITE]);
    expect(next).toEqual([
      { ...current[1], isBookmarked: true },
      {
        siteId: 'gk-3',
        siteName: 'gk-3 Centre',
        siteUUID: 'uuid-3',
        isBookmarked: false,
        organization: 'Gokul',
        subOrganization: 'KothrudCC',
      },
    ]);
    expect(chooseAssociations(current, [], [SITE])).toEqual([]);
  });

  it("fills an entry's site and clears its unit", () => {
    expect(entrySite(SITE)).toEqual({
      siteName: 'gk-3 Centre',
      siteId: 'gk-3',
      siteUUID: 'uuid-3',
      organization: 'Gokul',
      subOrganization: 'KothrudCC',
      chillingUnitId: '',
      chillingUnitUuid: '',
    });
  });

  it('labels sites and units by name and id', () => {
    expect(siteLabel(SITE)).toBe('gk-3 Centre (gk-3)');
    expect(unitLabel(SITE.chillingUnitMonitoringDetailsList[0])).toBe('Tank 1 (GK-3-B1)');
    expect(
      unitLabel(
        unitSchema.parse({
          chillingUnitId: 'ABC-1',
          chillingUnitUuid: 'x',
          productType: { name: 'ABC' },
          chillingUnit: { bmcName: '', chillingCenterName: 'Village ABC' },
        }),
      ),
    ).toBe('Village ABC (ABC-1)');
  });
});
