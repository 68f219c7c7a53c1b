import i18n from '@/lib/i18n';
import { USER_MESSAGES, createUserSchema, editUserSchema, type UserFormMode } from '@/features/users/components/user-schema';
import { newAlertEntry } from '@/features/users/components/user-sites-payload';

/** Every message of spec §5, in English (as the server says it) and in French. */
const TEXT: Record<keyof typeof USER_MESSAGES, { en: string; fr: string }> = {
  salutationRequired: { en: 'You must select a salutation', fr: 'Vous devez choisir une civilité' },
  firstNameRequired: { en: 'You must enter the first name', fr: 'Vous devez saisir le prénom' },
  genderRequired: { en: 'You must select a gender', fr: 'Vous devez choisir un genre' },
  roleRequired: { en: 'You must select a role', fr: 'Vous devez choisir un rôle' },
  organizationRequired: { en: 'You must select an organization', fr: 'Vous devez choisir une organisation' },
  alertsLanguageRequired: { en: 'You must select the alerts language', fr: 'Vous devez choisir la langue des alertes' },
  emailRequired: { en: 'Please enter Email', fr: "Veuillez saisir l'e-mail" },
  emailInvalid: { en: 'Please enter a valid email', fr: 'Veuillez saisir un e-mail valide' },
  countryCodeRequired: { en: 'You must select a country code', fr: 'Vous devez choisir un indicatif de pays' },
  mobileNumberRequired: { en: 'Please enter Mobile Number', fr: 'Veuillez saisir le numéro de mobile' },
  mobileNumberInvalid: { en: "That doesn't look like a phone number", fr: 'Cela ne ressemble pas à un numéro de téléphone' },
  mobileNumberLength: { en: 'Must be 10 Digits', fr: 'Doit comporter 10 chiffres' },
  userNameRequired: { en: 'You must enter a user name', fr: "Vous devez saisir un nom d'utilisateur" },
  userNameMin: { en: 'User name must be at least 3 characters', fr: "Le nom d'utilisateur doit comporter au moins 3 caractères" },
  passwordRequired: { en: 'You must enter a password', fr: 'Vous devez saisir un mot de passe' },
  passwordLength: { en: 'Password must be between 6 and 15 characters', fr: 'Le mot de passe doit comporter entre 6 et 15 caractères' },
  passwordsMustMatch: { en: 'Passwords must match', fr: 'Les mots de passe doivent correspondre' },
  alertSiteRequired: { en: 'Select a site', fr: 'Sélectionnez un site' },
  alertDuplicate: {
    en: 'This site or unit already has an alert configuration',
    fr: "Ce site ou cette unité a déjà une configuration d'alertes",
  },
};

const valid = {
  salutation: 'Mr',
  firstName: 'Ravi',
  lastName: 'Kumar',
  gender: 'MALE',
  userName: 'ravi.k',
  emailId: 'ravi@gokul.in',
  password: 'secret1',
  confirmPassword: 'secret1',
  mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
  organizationName: 'Gokul',
  subOrganizationName: '',
  roles: 'Viewer',
  alertsLanguage: 'en',
  enabled: true,
};

const mobile = (over: Partial<(typeof valid.mobileNumbers)[0]>) => ({ mobileNumbers: [{ ...valid.mobileNumbers[0], ...over }] });

function schemaFor(mode: UserFormMode) {
  return mode === 'create' ? createUserSchema : editUserSchema;
}

/** The message of the first issue on a path, or undefined when it passes. */
function messageAt(mode: UserFormMode, over: Record<string, unknown>, path: string): string | undefined {
  const r = schemaFor(mode).safeParse({ ...valid, ...over });
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

type Case = [string, UserFormMode[], Record<string, unknown>, string, keyof typeof USER_MESSAGES];

const cases: Case[] = [
  ['salutation is required', ['create', 'edit'], { salutation: '' }, 'salutation', 'salutationRequired'],
  ['first name is required', ['create', 'edit'], { firstName: '  ' }, 'firstName', 'firstNameRequired'],
  ['gender is required', ['create', 'edit'], { gender: '' }, 'gender', 'genderRequired'],
  ['a role is required', ['create', 'edit'], { roles: '' }, 'roles', 'roleRequired'],
  ['the organization is required', ['create', 'edit'], { organizationName: '' }, 'organizationName', 'organizationRequired'],
  ['the alerts language is required', ['create', 'edit'], { alertsLanguage: '' }, 'alertsLanguage', 'alertsLanguageRequired'],
  ['email is required', ['create', 'edit'], { emailId: '' }, 'emailId', 'emailRequired'],
  ['email must be valid', ['create', 'edit'], { emailId: 'ravi@' }, 'emailId', 'emailInvalid'],
  ['the country code is required', ['create', 'edit'], mobile({ countryCode: '' }), 'mobileNumbers.0.countryCode', 'countryCodeRequired'],
  [
    'the mobile number is required',
    ['create', 'edit'],
    mobile({ mobileNumber: '' }),
    'mobileNumbers.0.mobileNumber',
    'mobileNumberRequired',
  ],
  [
    'the mobile number is numeric',
    ['create', 'edit'],
    mobile({ mobileNumber: '98765abc10' }),
    'mobileNumbers.0.mobileNumber',
    'mobileNumberInvalid',
  ],
  [
    'the mobile number has 10 digits (9)',
    ['create', 'edit'],
    mobile({ mobileNumber: '987654321' }),
    'mobileNumbers.0.mobileNumber',
    'mobileNumberLength',
  ],
  [
    'the mobile number has 10 digits (11)',
    ['create', 'edit'],
    mobile({ mobileNumber: '98765432100' }),
    'mobileNumbers.0.mobileNumber',
    'mobileNumberLength',
  ],
  ['the user name is required on create', ['create'], { userName: '' }, 'userName', 'userNameRequired'],
  ['the user name has at least 3 characters', ['create'], { userName: 'ab' }, 'userName', 'userNameMin'],
  ['the password is required on create', ['create'], { password: '', confirmPassword: '' }, 'password', 'passwordRequired'],
  ['the password has at least 6 characters', ['create'], { password: 'abcde', confirmPassword: 'abcde' }, 'password', 'passwordLength'],
  [
    'the password has at most 15 characters',
    ['create'],
    { password: 'a'.repeat(16), confirmPassword: 'a'.repeat(16) },
    'password',
    'passwordLength',
  ],
  ['the confirmation must match the password', ['create'], { confirmPassword: 'secret2' }, 'confirmPassword', 'passwordsMustMatch'],
];

describe('the user form rules (spec §5)', () => {
  it.each(['create', 'edit'] as const)('accept a complete %s form', (mode) => {
    expect(schemaFor(mode).safeParse(valid).success).toBe(true);
  });

  describe.each(cases)('%s', (_name, modes, over, path, key) => {
    it.each(modes)('in the %s form', (mode) => {
      expect(messageAt(mode, over, path)).toBe(USER_MESSAGES[key]);
    });
    it.each(['en', 'fr'] as const)('says it in %s', (lng) => {
      expect(i18n.getFixedT(lng)(USER_MESSAGES[key])).toBe(TEXT[key][lng]);
    });
  });

  it('has a translation for every message, in both languages', () => {
    for (const key of Object.keys(USER_MESSAGES) as (keyof typeof USER_MESSAGES)[]) {
      expect(i18n.getFixedT('en')(USER_MESSAGES[key])).toBe(TEXT[key].en);
      expect(i18n.getFixedT('fr')(USER_MESSAGES[key])).toBe(TEXT[key].fr);
    }
  });

  it.each([
    ['exactly 3 characters of user name', { userName: 'abc' }],
    ['a password of 6 characters', { password: 'abcdef', confirmPassword: 'abcdef' }],
    ['a password of 15 characters', { password: 'a'.repeat(15), confirmPassword: 'a'.repeat(15) }],
    ['no sub-organization and no last name', { subOrganizationName: '', lastName: '' }],
  ])('accept %s', (_name, over) => {
    expect(createUserSchema.safeParse({ ...valid, ...over }).success).toBe(true);
  });

  it('does not ask for a user name or a password when editing', () => {
    expect(editUserSchema.safeParse({ ...valid, userName: 'ab', password: '', confirmPassword: 'x' }).success).toBe(true);
  });

  it('puts the first rule that fails first, which is the one the form shows', () => {
    const r = createUserSchema.safeParse({ ...valid, emailId: '', ...mobile({ mobileNumber: 'abc' }) });
    expect(r.success).toBe(false);
    const first = (path: string) => r.error!.issues.find((i) => i.path.join('.') === path)?.message;
    expect(first('emailId')).toBe(USER_MESSAGES.emailRequired);
    expect(first('mobileNumbers.0.mobileNumber')).toBe(USER_MESSAGES.mobileNumberInvalid);
  });

  it('checks the confirmation even while other fields are still empty', () => {
    const r = createUserSchema.safeParse({ ...valid, firstName: '', salutation: '', confirmPassword: 'other' });
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain('confirmPassword');
  });
});

describe('the alert configuration rules', () => {
  const entry = (over: Record<string, unknown> = {}) => ({ ...newAlertEntry(), siteId: 'gk-1', siteName: 'Kothrud Centre', ...over });
  const issues = (userAlertConfiguration: unknown[]) => {
    const r = editUserSchema.safeParse({ ...valid, userAlertConfiguration });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts no entry, and entries for a site and for a unit of it', () => {
    expect(issues([])).toEqual([]);
    expect(issues([entry(), entry({ chillingUnitId: 'GK-1-B1', chillingUnitUuid: 'cu-1' })])).toEqual([]);
  });

  it('asks for the site of each entry, on its siteName (where the server names it too)', () => {
    expect(issues([entry(), newAlertEntry()])).toEqual([['userAlertConfiguration.1.siteName', USER_MESSAGES.alertSiteRequired]]);
  });

  it('refuses a second entry for the same site or unit', () => {
    expect(issues([entry(), entry()])).toEqual([['userAlertConfiguration.1.siteName', USER_MESSAGES.alertDuplicate]]);
    expect(
      issues([
        entry({ chillingUnitId: 'GK-1-B1', chillingUnitUuid: 'cu-1' }),
        entry({ chillingUnitId: 'GK-1-B1', chillingUnitUuid: 'cu-1' }),
      ]),
    ).toEqual([['userAlertConfiguration.1.chillingUnitId', USER_MESSAGES.alertDuplicate]]);
  });
});
