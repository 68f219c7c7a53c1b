import { toCreateInput, toEditInput, toEditValues } from '@/features/users/components/user-payload';
import { createUserSchema, editUserSchema } from '@/features/users/components/user-schema';
import type { User } from '@/features/users/api/user';
import { newAlertEntry } from '@/features/users/components/user-sites-payload';

const form = {
  salutation: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  gender: 'FEMALE',
  userName: 'asha.r',
  emailId: 'asha@gokul.in',
  password: 'secret1',
  confirmPassword: 'secret1',
  mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
  organizationName: 'Gokul',
  subOrganizationName: '',
  roles: 'Viewer',
  alertsLanguage: 'fr',
};

const record: User = {
  userId: 7,
  userName: 'asha.r',
  emailId: 'asha@gokul.in',
  firstName: 'Asha',
  lastName: 'Rao',
  salutation: 'Ms',
  gender: 'FEMALE',
  roles: ['Viewer'],
  mobileNumbers: [
    { countryCode: '+91', mobileNumber: '9876543210' },
    { countryCode: '+91', mobileNumber: '9123456780' },
  ],
  organizationName: 'Gokul',
  subOrganizationName: 'North Zone',
  alertsLanguage: 'fr',
  enabled: true,
  active: true,
  siteAssociationConfiguration: [],
  userAlertConfiguration: [],
};

describe('the user body sent on submit', () => {
  it('drops confirmPassword, omits an empty sub-organization and sends the role as a list', () => {
    const body = toCreateInput(createUserSchema.parse(form));
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('subOrganizationName');
    expect(body.roles).toEqual(['Viewer']);
    expect(body).toEqual({
      salutation: 'Ms',
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'FEMALE',
      userName: 'asha.r',
      emailId: 'asha@gokul.in',
      password: 'secret1',
      mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
      organizationName: 'Gokul',
      roles: ['Viewer'],
      alertsLanguage: 'fr',
    });
  });

  it('keeps a chosen sub-organization', () => {
    expect(toCreateInput(createUserSchema.parse({ ...form, subOrganizationName: 'North Zone' })).subOrganizationName).toBe('North Zone');
  });

  it('omits the site associations and the alert configuration when they are empty', () => {
    const body = toCreateInput(createUserSchema.parse({ ...form, siteAssociationConfiguration: [], userAlertConfiguration: [] })) as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty('userAlertConfiguration');
    expect(body).not.toHaveProperty('siteAssociationConfiguration');
    const edit = toEditInput(editUserSchema.parse(toEditValues(record)), record) as Record<string, unknown>;
    expect(edit).not.toHaveProperty('userAlertConfiguration');
    expect(edit).not.toHaveProperty('siteAssociationConfiguration');
  });

  it('sends the chosen sites and alert entries in the server shape', () => {
    const entry = {
      ...newAlertEntry(),
      siteId: 'gk-1',
      siteName: 'Kothrud Centre',
      siteUUID: 'uuid-1',
      criticalAlerts: ['compressor_malfunction'],
    };
    const association = {
      siteId: 'gk-1',
      siteName: 'Kothrud Centre',
      siteUUID: 'uuid-1',
      isBookmarked: true,
      organization: 'Gokul',
      subOrganization: '',
    };
    const body = toCreateInput(
      createUserSchema.parse({ ...form, siteAssociationConfiguration: [association], userAlertConfiguration: [entry] }),
    );
    expect(body.siteAssociationConfiguration).toEqual([
      { siteId: 'gk-1', siteName: 'Kothrud Centre', siteUUID: 'uuid-1', isBookmarked: true, organization: 'Gokul' },
    ]);
    expect(body.userAlertConfiguration).toEqual([
      {
        siteId: 'gk-1',
        siteName: 'Kothrud Centre',
        siteUUID: 'uuid-1',
        enableEmailAlerts: true,
        enableSMSAlerts: true,
        enableWebAlerts: false,
        emailAlerts: { infoAlerts: [], criticalAlerts: [] },
        smsAlerts: { infoAlerts: [], criticalAlerts: [] },
        infoAlerts: [],
        criticalAlerts: ['compressor_malfunction'],
      },
    ]);
  });

  it('sends the loaded user name on edit, never a password, and keeps further mobile numbers', () => {
    const values = editUserSchema.parse({ ...toEditValues(record), firstName: 'Asha M', enabled: false });
    const body = toEditInput(values, record);
    expect(body.userName).toBe('asha.r');
    expect(body.firstName).toBe('Asha M');
    expect(body.enabled).toBe(false);
    expect(body).not.toHaveProperty('password');
    expect(body.subOrganizationName).toBe('North Zone');
    expect(body.mobileNumbers).toEqual(record.mobileNumbers);
  });

  it('reads the loaded user into the form: the first role and the first mobile number', () => {
    expect(toEditValues(record)).toMatchObject({
      roles: 'Viewer',
      mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
      enabled: true,
    });
  });
});
