import { toCreateInput, toEditInput, toEditValues } from '@/features/users/components/user-payload';
import { createUserSchema, editUserSchema } from '@/features/users/components/user-schema';
import type { User } from '@/features/users/api/user';

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

  it('never sends an alert configuration', () => {
    const body = toCreateInput(createUserSchema.parse(form)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('userAlertConfiguration');
    expect(body).not.toHaveProperty('siteAssociationConfiguration');
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
