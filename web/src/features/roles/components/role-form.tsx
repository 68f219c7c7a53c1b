/**
 * The role form, create or edit: a name (2 to 50 characters), a
 * description and the privileges, chosen with Select All and shown by
 * their names (the catalogue's descriptions), each code under its name. Success goes back to the list; a failure shows the
 * error dialog, and the server's field errors show on their fields.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { FieldValues } from 'react-hook-form';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { usePrivilegeList } from '@/features/roles/api/get-privileges';
import { useCreateRole } from '@/features/roles/api/create-role';
import { useUpdateRole } from '@/features/roles/api/update-role';
import type { Role } from '@/features/roles/api/role';
import { roleSchema, type RoleFormValues } from '@/features/roles/components/role-schema';
import { useSaveFailure } from '@/components/form/use-save-failure';

export const ROLE_LIST_PATH = '/configuration/rolelist?page=0&size=1000';

export interface RoleFormProps {
  /** The organisation whose role it is. */
  orgName: string;
  /** The loaded role when editing. */
  record?: Role;
}

export function RoleForm({ orgName, record }: RoleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const privileges = usePrivilegeList();
  const create = useCreateRole();
  const update = useUpdateRole();
  // Closing the failure dialog returns both saves to idle.
  const { failure, fail, close } = useSaveFailure(() => {
    create.reset();
    update.reset();
  });

  const fields = useMemo<FieldConfig[]>(
    () => [
      { type: 'text', name: 'roleName', label: 'roles.fields.roleName', required: true, width: 6 },
      { type: 'textarea', name: 'description', label: 'roles.fields.description', rows: 2 },
      {
        type: 'multiSelectAll',
        name: 'privileges',
        label: 'roles.fields.privileges',
        required: true,
        loading: privileges.isPending,
        // By name (the catalogue's description, in the user's language); the code under it.
        options: (privileges.data ?? []).map((p) => ({
          value: p.name,
          label: p.description || p.name,
          description: p.description ? p.name : undefined,
        })),
      },
    ],
    [privileges.data, privileges.isPending],
  );

  const values = useMemo(
    () => (record ? { roleName: record.roleName, description: record.description, privileges: record.privileges } : undefined),
    [record],
  );

  const onSubmit = async (v: FieldValues) => {
    const form = v as RoleFormValues;
    const body = { roleName: form.roleName, orgName, description: form.description, privileges: form.privileges };
    if (record) await update.mutateAsync({ roleName: record.roleName, body });
    else await create.mutateAsync(body);
    await navigate(ROLE_LIST_PATH);
  };

  return (
    <>
      <FormBuilder
        aria-label={t(record ? 'roles.editTitle' : 'roles.createTitle')}
        fields={fields}
        schema={roleSchema}
        values={values}
        onSubmit={onSubmit}
        onSubmitError={fail}
        submitLabel={record ? 'roles.save' : 'roles.createTitle'}
        actions={
          <Button variant="outlined" onClick={() => void navigate(ROLE_LIST_PATH)}>
            {t('roles.cancel')}
          </Button>
        }
      />
      <ErrorDialog open={failure !== null} onClose={close} status={failure?.status} message={failure?.message} />
    </>
  );
}
