import i18n from '@/lib/i18n';
import {
  emptyOrganizationForm,
  organizationFormSchema,
  type OrganizationFormInput,
  type OrganizationSchemaOptions,
} from '@/features/organizations/components/organization-schema';

/** A form that passes every rule. */
function valid(): OrganizationFormInput {
  return {
    ...emptyOrganizationForm(),
    orgType: 'dairy_cooperative',
    orgName: 'GokulDairy',
    orgDisplayName: 'Gokul Dairy Union',
    parentOrgName: 'acme',
    address: {
      pinCode: '411001',
      addressLine1: '12 Milk Road',
      villageTownCity: 'Pune',
      district: 'Pune',
      state: 'IN-MH',
      country: 'IN',
    },
    contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@gokul.example' },
  };
}

function withValue(path: string, value: unknown): OrganizationFormInput {
  const form = valid() as unknown as Record<string, Record<string, unknown>>;
  const [a, b] = path.split('.');
  if (b) form[a][b] = value;
  else (form as Record<string, unknown>)[a] = value;
  return form as unknown as OrganizationFormInput;
}

/** The messages of a form in a language, by path. */
function messages(form: OrganizationFormInput, lang: 'en' | 'fr', options?: OrganizationSchemaOptions): Record<string, string[]> {
  const result = organizationFormSchema(i18n.getFixedT(lang), options).safeParse(form);
  const out: Record<string, string[]> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      out[path] = [...(out[path] ?? []), issue.message];
    }
  }
  return out;
}

type Case = [path: string, value: unknown, en: string, fr: string];

const REQUIRED: Case[] = [
  ['orgType', '', 'You must pick an organization type', "Vous devez choisir un type d'organisation"],
  ['orgName', '', 'You must enter a valid name', 'Vous devez saisir un nom valide'],
  ['orgDisplayName', '', 'You must enter a valid name', 'Vous devez saisir un nom valide'],
  ['address.pinCode', '', 'Please enter pincode', 'Veuillez saisir le code postal'],
  ['address.addressLine1', '', 'Please enter Address Line 1', "Veuillez saisir l'adresse (ligne 1)"],
  ['address.villageTownCity', '', 'Please enter Village / Town / City', 'Veuillez saisir le village / la ville'],
  ['address.district', '', 'Please enter District', 'Veuillez saisir le district'],
  ['address.state', '', 'Please enter State', "Veuillez saisir l'État ou la région"],
  ['address.country', '', 'Please enter Country', 'Veuillez saisir le pays'],
  ['contactDetails.contactPersonName', '', 'Please enter Contact Person Name', 'Veuillez saisir le nom de la personne à contacter'],
  ['contactDetails.countryCode', '', 'Please enter Country Code', "Veuillez saisir l'indicatif du pays"],
  ['contactDetails.contactNumber', '', 'Please enter Contact Number', 'Veuillez saisir le numéro de contact'],
  ['contactDetails.emailId', '', 'Please enter Email', "Veuillez saisir l'e-mail"],
];

const FORMAT: Case[] = [
  ['orgName', 'abc', 'Organization Name must be atleast 4 characters', "Le nom de l'organisation doit comporter au moins 4 caractères"],
  [
    'orgName',
    'a'.repeat(21),
    'Organization Name cannot be more than 20 charaters',
    "Le nom de l'organisation ne peut pas dépasser 20 caractères",
  ],
  ['address.pinCode', '41100A', "That doesn't look like a pin code", 'Cela ne ressemble pas à un code postal'],
  ['address.pinCode', '-411001', "That doesn't look like a pin code", 'Cela ne ressemble pas à un code postal'],
  ['contactDetails.contactPersonName', 'A', 'Name must be between 2-20 characters long', 'Le nom doit comporter entre 2 et 20 caractères'],
  [
    'contactDetails.contactPersonName',
    'A'.repeat(21),
    'Name must be between 2-20 characters long',
    'Le nom doit comporter entre 2 et 20 caractères',
  ],
  [
    'contactDetails.contactPersonName',
    'Asha P4til',
    'Name must be between 2-20 characters long',
    'Le nom doit comporter entre 2 et 20 caractères',
  ],
  [
    'contactDetails.contactPersonName',
    'Asha-Patil',
    'Name must be between 2-20 characters long',
    'Le nom doit comporter entre 2 et 20 caractères',
  ],
  ['contactDetails.contactNumber', '98765abcde', "That doesn't look like a phone number", 'Cela ne ressemble pas à un numéro de téléphone'],
  ['contactDetails.contactNumber', '+919876543', "That doesn't look like a phone number", 'Cela ne ressemble pas à un numéro de téléphone'],
  ['contactDetails.contactNumber', '987654321', 'Must be 10 Digits', 'Doit comporter 10 chiffres'],
  ['contactDetails.contactNumber', '98765432100', 'Must be 10 Digits', 'Doit comporter 10 chiffres'],
  ['contactDetails.emailId', 'asha', 'Please enter a valid email', 'Veuillez saisir un e-mail valide'],
  ['contactDetails.emailId', 'asha@', 'Please enter a valid email', 'Veuillez saisir un e-mail valide'],
  ['contactDetails.emailId', 'asha gokul@example.in', 'Please enter a valid email', 'Veuillez saisir un e-mail valide'],
];

describe('organizationFormSchema', () => {
  it('accepts a complete form and trims its values', () => {
    const form = withValue('orgDisplayName', '  Gokul Dairy Union  ');
    expect(messages(form, 'en')).toEqual({});
    const parsed = organizationFormSchema(i18n.getFixedT('en')).parse(form);
    expect(parsed.orgDisplayName).toBe('Gokul Dairy Union');
  });

  describe.each(['en', 'fr'] as const)('in %s', (lang) => {
    it.each(REQUIRED)('%s is required', (path, value, en, fr) => {
      expect(messages(withValue(path, value), lang)).toEqual({ [path]: [lang === 'en' ? en : fr] });
    });

    it.each(REQUIRED.map(([path, , en, fr]) => [path, '   ', en, fr] as Case))('%s of spaces only is empty', (path, value, en, fr) => {
      expect(messages(withValue(path, value), lang)).toEqual({ [path]: [lang === 'en' ? en : fr] });
    });

    it.each(FORMAT)('%s = %j is refused', (path, value, en, fr) => {
      expect(messages(withValue(path, value), lang)).toEqual({ [path]: [lang === 'en' ? en : fr] });
    });

    it('a sub-organisation needs its parent', () => {
      expect(messages(withValue('parentOrgName', ''), lang, { subOrganization: true })).toEqual({
        parentOrgName: [lang === 'en' ? 'Please choose a parent organization' : 'Veuillez choisir une organisation parente'],
      });
    });
  });

  it.each([
    ['orgName', 'abcd'],
    ['orgName', 'a'.repeat(20)],
    ['orgName', 'Gökul'],
    ['address.pinCode', '1'],
    ['contactDetails.contactPersonName', 'Al'],
    ['contactDetails.contactPersonName', 'A'.repeat(20)],
    ['contactDetails.contactPersonName', 'Anaïs Lefèvre'],
    ['contactDetails.contactNumber', '0000000000'],
    ['contactDetails.emailId', 'a.b+c@d.example.in'],
  ])('accepts %s = %j at the bounds', (path, value) => {
    expect(messages(withValue(path, value), 'en')).toEqual({});
  });

  it('needs no parent for a top-level organisation', () => {
    expect(messages(withValue('parentOrgName', ''), 'en')).toEqual({});
  });

  it('does not check the name again when editing, as it cannot change', () => {
    expect(messages(withValue('orgName', 'ab'), 'en', { edit: true })).toEqual({});
  });

  it('leaves the abbreviated name and website optional', () => {
    const form = withValue('orgUrl', '');
    expect(messages({ ...form, orgAbbreviatedName: '' }, 'en')).toEqual({});
  });

  it('reports every broken field of an empty form at once', () => {
    expect(Object.keys(messages(emptyOrganizationForm(), 'en')).sort()).toEqual(REQUIRED.map(([p]) => p).sort());
  });
});
