import i18n from '@/lib/i18n';
import { PASSWORD_MESSAGES, changePasswordSchema } from '@/features/profile/components/change-password-schema';

const TEXT: Record<keyof typeof PASSWORD_MESSAGES, { en: string; fr: string }> = {
  oldPasswordRequired: { en: 'You Must Enter Old Password', fr: "Vous devez saisir l'ancien mot de passe" },
  newPasswordRequired: { en: 'You Must Enter New Password', fr: 'Vous devez saisir le nouveau mot de passe' },
  passwordLength: { en: 'Password must be between 6 and 15 characters', fr: 'Le mot de passe doit comporter entre 6 et 15 caractères' },
  passwordsSame: { en: 'Both password need to be the same', fr: 'Les deux mots de passe doivent être identiques' },
};

const valid = { oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

function firstMessage(over: Record<string, unknown>, path: string) {
  const r = changePasswordSchema.safeParse({ ...valid, ...over });
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('the change-password rules (spec §5)', () => {
  it('accept the same new password twice', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['no old password', { oldPassword: '' }, 'oldPassword', 'oldPasswordRequired'],
    ['no new password', { newPassword: '', confirmPassword: '' }, 'newPassword', 'newPasswordRequired'],
    ['a new password of 5 characters', { newPassword: 'abcde', confirmPassword: 'abcde' }, 'newPassword', 'passwordLength'],
    ['a new password of 16 characters', { newPassword: 'a'.repeat(16), confirmPassword: 'a'.repeat(16) }, 'newPassword', 'passwordLength'],
    ['a different confirmation', { confirmPassword: 'other-secret' }, 'confirmPassword', 'passwordsSame'],
    [
      'a different confirmation while the old password is missing',
      { oldPassword: '', confirmPassword: 'x' },
      'confirmPassword',
      'passwordsSame',
    ],
  ] as const)('refuse %s', (_name, over, path, key) => {
    expect(firstMessage(over, path)).toBe(PASSWORD_MESSAGES[key]);
  });

  it.each(Object.keys(TEXT) as (keyof typeof PASSWORD_MESSAGES)[])('says %s in English and French', (key) => {
    expect(i18n.getFixedT('en')(PASSWORD_MESSAGES[key])).toBe(TEXT[key].en);
    expect(i18n.getFixedT('fr')(PASSWORD_MESSAGES[key])).toBe(TEXT[key].fr);
  });
});
