import i18n from '@/lib/i18n';
import { ROLE_MESSAGES, roleSchema } from '@/features/roles/components/role-schema';

const TEXT: Record<keyof typeof ROLE_MESSAGES, { en: string; fr: string }> = {
  roleNameRequired: { en: 'You must enter a role name', fr: 'Vous devez saisir un nom de rôle' },
  roleNameLength: { en: 'Role name must be between 2 and 50 characters', fr: 'Le nom du rôle doit comporter entre 2 et 50 caractères' },
  descriptionTooLong: {
    en: 'The description cannot be more than 500 characters',
    fr: 'La description ne peut pas dépasser 500 caractères',
  },
  privilegesRequired: { en: 'Choose at least one privilege', fr: 'Choisissez au moins un privilège' },
};

const valid = { roleName: 'Viewer', description: 'Reads reports', privileges: ['REPORTS'] };

function firstMessage(over: Record<string, unknown>, path: string) {
  const r = roleSchema.safeParse({ ...valid, ...over });
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('the role form rules', () => {
  it('accept a complete role, and no description', () => {
    expect(roleSchema.safeParse(valid).success).toBe(true);
    expect(roleSchema.safeParse({ ...valid, description: '' }).success).toBe(true);
  });

  it.each([
    ['an empty name', { roleName: '   ' }, 'roleName', 'roleNameRequired'],
    ['a name of 1 character', { roleName: 'A' }, 'roleName', 'roleNameLength'],
    ['a name of 51 characters', { roleName: 'A'.repeat(51) }, 'roleName', 'roleNameLength'],
    ['a description of 501 characters', { description: 'd'.repeat(501) }, 'description', 'descriptionTooLong'],
    ['no privilege', { privileges: [] }, 'privileges', 'privilegesRequired'],
  ] as const)('refuse %s', (_name, over, path, key) => {
    expect(firstMessage(over, path)).toBe(ROLE_MESSAGES[key]);
  });

  it.each([
    ['2 characters', 'AB'],
    ['50 characters', 'A'.repeat(50)],
  ])('accept a name of %s', (_name, roleName) => {
    expect(roleSchema.safeParse({ ...valid, roleName }).success).toBe(true);
  });

  it.each(Object.keys(TEXT) as (keyof typeof ROLE_MESSAGES)[])('says %s in English and French', (key) => {
    expect(i18n.getFixedT('en')(ROLE_MESSAGES[key])).toBe(TEXT[key].en);
    expect(i18n.getFixedT('fr')(ROLE_MESSAGES[key])).toBe(TEXT[key].fr);
  });
});
