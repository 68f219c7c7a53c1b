/**
 * The user form, create or edit (spec §2.6, §4, §5). Save states: success
 * goes to /profile/success after a create and back to the list after an
 * edit; a failure shows the error dialog with the status and message
 * (closing it returns to idle). A create failure only ends the submit; an
 * edit failure resets the form to the loaded user, except a refusal naming
 * site associations or alert entries, which keeps what was sent so they can
 * be fixed. The server's field errors show on their fields either way.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { FieldValues } from 'react-hook-form';
import { FormBuilder, type FormHelpers } from '@/components/form/form-builder';
import { useSaveFailure } from '@/components/form/use-save-failure';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { ApiError } from '@/lib/api-client';
import { toOptions } from '@/features/users/api/type-list';
import { useSalutationTypes } from '@/features/users/api/get-salutation-types';
import { useGenderTypes } from '@/features/users/api/get-gender-types';
import { useCountryCodes } from '@/features/users/api/get-country-codes';
import { useAlertLanguages } from '@/features/users/api/get-alert-languages';
import { useOrgMetaList } from '@/features/users/api/get-org-meta-list';
import { useSubOrgMetaList } from '@/features/users/api/get-sub-org-meta-list';
import { useOrgRoles } from '@/features/users/api/get-org-roles';
import { useCreateUser } from '@/features/users/api/create-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import type { User } from '@/features/users/api/user';
import { userFields } from '@/features/users/components/user-fields';
import { createUserSchema, editUserSchema, type CreateUserValues, type EditUserValues } from '@/features/users/components/user-schema';
import { toCreateInput, toEditInput, toEditValues } from '@/features/users/components/user-payload';

/** Whether a refusal names a site association or an alert configuration entry. */
function namesSiteLists(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    (error.body.errors ?? []).some((e) => /^(siteAssociationConfiguration|userAlertConfiguration)\b/.test(e.field))
  );
}

/** Where the list is (spec §9: users list size 1000). */
export const USER_LIST_PATH = '/configuration/userlist?page=0&paging=&size=1000';
export const USER_CREATED_PATH = '/profile/success';

export type UserFormProps = { mode: 'create'; defaultOrganization: string; defaultLanguage: string } | { mode: 'edit'; record: User };

export function UserForm(props: UserFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  // Closing the failure dialog returns both saves to idle.
  const { failure, fail, close } = useSaveFailure(() => {
    create.reset();
    update.reset();
  });

  const loadedOrg = props.mode === 'edit' ? props.record.organizationName : props.defaultOrganization;
  const [chosenOrg, setChosenOrg] = useState<string | null>(null);
  const org = chosenOrg ?? loadedOrg;

  const salutations = useSalutationTypes();
  const genders = useGenderTypes();
  const countryCodes = useCountryCodes();
  const languages = useAlertLanguages();
  const organizations = useOrgMetaList();
  const subOrgs = useSubOrgMetaList(org);
  const roles = useOrgRoles(org);

  const record = props.mode === 'edit' ? props.record : undefined;
  const fields = userFields({
    mode: props.mode,
    userName: record?.userName,
    t: (k) => t(k),
    onOrganizationChange: setChosenOrg,
    options: {
      salutations: toOptions(salutations.data),
      genders: toOptions(genders.data),
      countryCodes: toOptions(countryCodes.data),
      alertLanguages: toOptions(languages.data),
      organizations: toOptions(organizations.data),
      subOrganizations: toOptions(subOrgs.data),
      roles: (roles.data ?? []).map((r) => ({ value: r.roleName, label: r.roleName })),
    },
    loading: { subOrganizations: subOrgs.isFetching, roles: roles.isFetching, countryCodes: countryCodes.isPending },
  });

  const editValues = useMemo(() => (record ? toEditValues(record) : undefined), [record]);
  // The defaults are read once, when the form opens.
  const [createDefaults] = useState(() =>
    props.mode === 'create'
      ? {
          organizationName: props.defaultOrganization,
          alertsLanguage: props.defaultLanguage,
          mobileNumbers: [{ countryCode: '', mobileNumber: '' }],
          siteAssociationConfiguration: [],
          userAlertConfiguration: [],
        }
      : undefined,
  );

  const onSubmit = async (values: FieldValues) => {
    if (props.mode === 'create') {
      await create.mutateAsync(toCreateInput(values as CreateUserValues));
      await navigate(USER_CREATED_PATH);
    } else {
      await update.mutateAsync({ userId: props.record.userId, body: toEditInput(values as EditUserValues, props.record) });
      await navigate(USER_LIST_PATH);
    }
  };

  const onSubmitError = (error: unknown, helpers: FormHelpers) => {
    if (props.mode === 'edit' && !namesSiteLists(error)) {
      // An edit failure resets the form to the loaded user. A refusal of
      // site associations or alert entries keeps what was sent instead, so
      // the messages have their entries to go on and can be fixed.
      helpers.reset();
      setChosenOrg(null);
    }
    fail(error, helpers);
  };

  return (
    <>
      <FormBuilder
        aria-label={t(props.mode === 'create' ? 'users.createTitle' : 'users.editTitle')}
        fields={fields}
        schema={props.mode === 'create' ? createUserSchema : editUserSchema}
        defaultValues={createDefaults}
        values={editValues}
        onSubmit={onSubmit}
        onSubmitError={onSubmitError}
        submitLabel={props.mode === 'create' ? 'users.createTitle' : 'users.save'}
        actions={
          <Button variant="outlined" onClick={() => void navigate(USER_LIST_PATH)}>
            {t('users.cancel')}
          </Button>
        }
      />
      <ErrorDialog open={failure !== null} onClose={close} status={failure?.status} message={failure?.message} />
    </>
  );
}
