/**
 * The organisation form (spec 01 §2.5, §4, §5): creates an organisation or
 * a sub-organisation, or edits a loaded one (its name then locked). States:
 * idle, loading (submitting), success (on to the profile) and error (field
 * errors on their fields, anything else in the error dialog with the status
 * and message).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { FormBuilder, type FormHelpers } from '@/components/form/form-builder';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { ApiError } from '@/lib/api-client';
import { statusOf } from '@/lib/errors';
import type { Organization } from '@/features/organizations/api/organization-model';
import { useCreateOrganization } from '@/features/organizations/api/create-organization';
import { useUpdateOrganization } from '@/features/organizations/api/update-organization';
import { useOrgTypes } from '@/features/organizations/api/get-org-types';
import { useSubOrgTypes } from '@/features/organizations/api/get-sub-org-types';
import { useCountryCodes } from '@/features/organizations/api/get-country-codes';
import { useOrgMetaList } from '@/features/organizations/api/get-org-meta-list';
import { useSubOrgMetaList } from '@/features/organizations/api/get-sub-org-meta-list';
import {
  emptyOrganizationForm,
  organizationFormSchema,
  type OrganizationFormValues,
} from '@/features/organizations/components/organization-schema';
import {
  organizationFields,
  parentOptions,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  typeOptions,
} from '@/features/organizations/components/organization-form-fields';
import { profileLink } from '@/features/organizations/components/tree-model';

export type OrganizationFormStatus = 'idle' | 'loading' | 'success' | 'error';

export interface OrganizationFormProps {
  subOrganization: boolean;
  /** The organisation being edited; create when absent. */
  record?: Organization;
  /** The organisation whose sub-organisations can be parents (the current one). */
  organization: string;
  /** The parent chosen at first (create), e.g. from ?parent=. */
  defaultParent?: string;
}

interface Failure {
  status: number | null;
  message: string;
}

/** The parents a sub-organisation can have: the organisation, its descendants, and the given parent. */
function useParentOptions(enabled: boolean, organization: string, defaultParent: string | undefined) {
  const own = useOrgMetaList(organization, { enabled: enabled && !!organization });
  const below = useSubOrgMetaList(enabled && organization ? organization : undefined);
  const extra = !!defaultParent && defaultParent !== organization;
  const given = useOrgMetaList(defaultParent, { enabled: enabled && extra });
  return {
    options: useMemo(() => parentOptions(own.data, below.data, extra ? given.data : undefined), [own.data, below.data, given.data, extra]),
    loading: own.isLoading || below.isLoading || given.isLoading,
  };
}

export function OrganizationForm({ subOrganization, record, organization, defaultParent }: OrganizationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = !!record;
  const orgTypes = useOrgTypes();
  const subOrgTypes = useSubOrgTypes();
  const types = subOrganization ? subOrgTypes : orgTypes;
  const codes = useCountryCodes();
  const parents = useParentOptions(subOrganization && !edit, organization, defaultParent);
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const mutation = edit ? update : create;
  const [failure, setFailure] = useState<Failure | null>(null);

  const schema = useMemo(() => organizationFormSchema(t, { subOrganization, edit }), [t, subOrganization, edit]);
  const fields = useMemo(
    () =>
      organizationFields({
        subOrganization,
        edit,
        orgTypes: typeOptions(types.data),
        orgTypesLoading: types.isLoading,
        parents: edit && record?.parentOrgName ? [{ value: record.parentOrgName, label: record.parentOrgName }] : parents.options,
        parentsLoading: parents.loading,
        countryCodes: typeOptions(codes.data),
        countryCodesLoading: codes.isLoading,
      }),
    [subOrganization, edit, record, types.data, types.isLoading, parents.options, parents.loading, codes.data, codes.isLoading],
  );
  const [defaultValues] = useState<OrganizationFormValues>(() =>
    record ? toFormValues(record) : { ...emptyOrganizationForm(), parentOrgName: subOrganization ? (defaultParent ?? '') : '' },
  );

  const status: OrganizationFormStatus = mutation.isPending ? 'loading' : mutation.isSuccess ? 'success' : failure ? 'error' : 'idle';

  const onSubmit = async (values: OrganizationFormValues) => {
    setFailure(null);
    const saved = record
      ? await update.mutateAsync(toUpdateBody(record, values))
      : await create.mutateAsync(toCreateBody(values, subOrganization));
    await navigate(profileLink(saved.orgName || values.orgName));
  };

  const onSubmitError = (error: unknown, helpers: FormHelpers) => {
    const unmatched = helpers.applyServerErrors(error);
    const fieldErrors = error instanceof ApiError && typeof error.body === 'object' && (error.body.errors?.length ?? 0) > 0;
    if (fieldErrors && unmatched.length === 0) return;
    setFailure({ status: statusOf(error), message: unmatched.join(' ') || (error instanceof Error ? error.message : String(error)) });
  };

  return (
    <div data-status={status}>
      <FormBuilder
        aria-label={t(
          subOrganization
            ? edit
              ? 'organizations.form.editSubTitle'
              : 'organizations.form.createSubTitle'
            : edit
              ? 'organizations.form.editTitle'
              : 'organizations.form.createTitle',
        )}
        fields={fields}
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        onSubmitError={onSubmitError}
        actions={
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {t('organizations.form.cancel')}
          </Button>
        }
      />
      <ErrorDialog open={!!failure} onClose={() => setFailure(null)} status={failure?.status} message={failure?.message} />
    </div>
  );
}
