/**
 * The fields of the user form (spec §3), for create or edit. Options come
 * from the reference lists and from the chosen organisation; the site
 * association and the alert configuration load the organisation's sites
 * themselves.
 */
import type { FieldConfig, FieldOption } from '@/components/form/form-types';
import { OrganizationSelect } from '@/components/form/organization-select';
import { ReadOnlyText } from '@/features/users/components/read-only-text';
import { siteAssociationFields } from '@/features/users/components/site-association-field';
import { alertConfigFields } from '@/features/users/components/alert-config-section';
import type { UserFormMode } from '@/features/users/components/user-schema';

export interface UserFieldOptions {
  salutations: FieldOption[];
  genders: FieldOption[];
  countryCodes: FieldOption[];
  alertLanguages: FieldOption[];
  organizations: FieldOption[];
  subOrganizations: FieldOption[];
  roles: FieldOption[];
}

export interface UserFieldsArgs {
  mode: UserFormMode;
  options: UserFieldOptions;
  loading: { subOrganizations: boolean; roles: boolean; countryCodes: boolean };
  /** The user name shown read-only when editing. */
  userName?: string;
  /** Translates a label key (for the custom fields, which render outside the builder's own fields). */
  t: (key: string) => string;
  onOrganizationChange: (orgName: string) => void;
}

/** What belongs to the user's organisation: cleared when it changes. */
const USER_ORG_FIELDS = { roles: '', siteAssociationConfiguration: [], userAlertConfiguration: [] };

export function userFields({ mode, options, loading, userName, t, onOrganizationChange }: UserFieldsArgs): FieldConfig[] {
  const create = mode === 'create';
  const account: FieldConfig[] = create
    ? [
        { type: 'text', name: 'userName', label: 'users.fields.userName', required: true, width: 4, autoComplete: 'off' },
        { type: 'password', name: 'password', label: 'users.fields.password', required: true, width: 4 },
        { type: 'password', name: 'confirmPassword', label: 'users.fields.confirmPassword', required: true, width: 4 },
      ]
    : [
        {
          type: 'custom',
          name: 'userName',
          width: 6,
          countsToCompletion: false,
          render: () => <ReadOnlyText id="field-userName" label={t('users.fields.userName')} value={userName ?? ''} />,
        },
        {
          type: 'checkbox',
          name: 'enabled',
          label: 'users.fields.enabled',
          helperText: 'users.fields.enabledHelp',
          width: 6,
        },
      ];

  return [
    ...personalSection(options),
    { type: 'header', text: 'users.sections.account' },
    ...account,
    ...contactSection(options, loading.countryCodes),
    { type: 'header', text: 'users.sections.access' },
    {
      type: 'custom',
      name: 'organizationName',
      label: 'users.fields.organizationName',
      required: true,
      width: 6,
      render: (p) => (
        <OrganizationSelect {...p} options={options.organizations} onOrganizationChange={onOrganizationChange} clears={USER_ORG_FIELDS} />
      ),
    },
    {
      type: 'singleSelectSearch',
      name: 'subOrganizationName',
      label: 'users.fields.subOrganizationName',
      options: options.subOrganizations,
      loading: loading.subOrganizations,
      width: 6,
    },
    {
      type: 'select',
      name: 'roles',
      label: 'users.fields.roles',
      required: true,
      options: options.roles,
      loading: loading.roles,
      width: 6,
    },
    alertsLanguageField(options),
    ...siteAssociationFields(),
    ...alertConfigFields(),
  ];
}

type PersonalOptions = Pick<UserFieldOptions, 'salutations' | 'genders'>;
type ContactOptions = Pick<UserFieldOptions, 'countryCodes'>;

/** Salutation, names and gender: also what My profile's own edit shows first. */
export function personalSection(options: PersonalOptions): FieldConfig[] {
  return [
    { type: 'header', text: 'users.sections.personal' },
    { type: 'select', name: 'salutation', label: 'users.fields.salutation', required: true, options: options.salutations, width: 2 },
    { type: 'text', name: 'firstName', label: 'users.fields.firstName', required: true, width: 4 },
    { type: 'text', name: 'lastName', label: 'users.fields.lastName', width: 3 },
    { type: 'select', name: 'gender', label: 'users.fields.gender', required: true, options: options.genders, width: 3 },
  ];
}

/** E-mail and the first mobile number. */
export function contactSection(options: ContactOptions, loadingCountryCodes: boolean): FieldConfig[] {
  return [
    { type: 'header', text: 'users.sections.contact' },
    { type: 'email', name: 'emailId', label: 'users.fields.emailId', required: true, width: 6 },
    {
      type: 'singleSelectSearch',
      name: 'mobileNumbers.0.countryCode',
      label: 'users.fields.countryCode',
      required: true,
      options: options.countryCodes,
      loading: loadingCountryCodes,
      width: 3,
    },
    {
      type: 'text',
      name: 'mobileNumbers.0.mobileNumber',
      label: 'users.fields.mobileNumber',
      required: true,
      width: 3,
      autoComplete: 'tel-national',
    },
  ];
}

export function alertsLanguageField(options: Pick<UserFieldOptions, 'alertLanguages'>): FieldConfig {
  return {
    type: 'select',
    name: 'alertsLanguage',
    label: 'users.fields.alertsLanguage',
    required: true,
    options: options.alertLanguages,
    width: 6,
  };
}
