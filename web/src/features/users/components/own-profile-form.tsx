/**
 * My profile's own edit (PUT users/myProfile): the personal and contact
 * fields and the alert language, with the user form's rules. What places
 * the user (organisation, role, sites, alert configuration) is the
 * administrator's, so it is not here. Success returns to /profile; a
 * failure shows the error dialog and the server's field messages.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { FormBuilder } from '@/components/form/form-builder';
import { useSaveFailure } from '@/components/form/use-save-failure';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { toOptions } from '@/features/users/api/type-list';
import { useSalutationTypes } from '@/features/users/api/get-salutation-types';
import { useGenderTypes } from '@/features/users/api/get-gender-types';
import { useCountryCodes } from '@/features/users/api/get-country-codes';
import { useAlertLanguages } from '@/features/users/api/get-alert-languages';
import { useUpdateMyProfile } from '@/features/users/api/update-my-profile';
import type { User } from '@/features/users/api/user';
import { alertsLanguageField, contactSection, personalSection } from '@/features/users/components/user-fields';
import { ownProfileSchema } from '@/features/users/components/user-schema';
import { toOwnInput, toOwnValues } from '@/features/users/components/user-payload';

export const MY_PROFILE_PATH = '/profile';

export function OwnProfileForm({ record }: { record: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateMyProfile();
  const { failure, fail, close } = useSaveFailure(() => update.reset());
  const salutations = useSalutationTypes();
  const genders = useGenderTypes();
  const countryCodes = useCountryCodes();
  const languages = useAlertLanguages();

  const fields = [
    ...personalSection({ salutations: toOptions(salutations.data), genders: toOptions(genders.data) }),
    ...contactSection({ countryCodes: toOptions(countryCodes.data) }, countryCodes.isPending),
    { type: 'header' as const, text: 'users.own.alertsSection' },
    alertsLanguageField({ alertLanguages: toOptions(languages.data) }),
  ];
  const values = useMemo(() => toOwnValues(record), [record]);

  return (
    <>
      <FormBuilder
        aria-label={t('users.own.title')}
        fields={fields}
        schema={ownProfileSchema}
        values={values}
        onSubmit={async (v) => {
          await update.mutateAsync(toOwnInput(v, record));
          await navigate(MY_PROFILE_PATH);
        }}
        onSubmitError={fail}
        submitLabel="users.save"
        actions={
          <Button variant="outlined" onClick={() => void navigate(MY_PROFILE_PATH)}>
            {t('users.cancel')}
          </Button>
        }
      />
      <ErrorDialog open={failure !== null} onClose={close} status={failure?.status} message={failure?.message} />
    </>
  );
}
