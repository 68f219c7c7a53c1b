/**
 * The site form, create or edit (spec 02 §2, §4, §5). Save states: success
 * shows the new devices' credentials once (when the save added any), then
 * goes to /configuration/site after a create and to the site's details
 * after an edit; a failure shows the error dialog with the status and
 * message (closing it returns to idle) and the server's field errors on
 * their fields.
 */
import { useMemo, useState } from 'react';
import { useNavigate, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import Button from '@mui/material/Button';
import { FormBuilder } from '@/components/form/form-builder';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import type { Site } from '@/lib/sites';
import { GATEWAY_CLASS, type Credential } from '@/features/sites/api/site-model';
import { toOptions } from '@/features/sites/api/type-list';
import { useMetaList } from '@/features/sites/api/get-meta-list';
import { useProductTypes } from '@/features/sites/api/get-product-types';
import { useOrgMetaList } from '@/features/sites/api/get-org-meta-list';
import { useSubOrgMetaList } from '@/features/sites/api/get-sub-org-meta-list';
import { useCreateSite } from '@/features/sites/api/create-site';
import { useUpdateSite } from '@/features/sites/api/update-site';
import { CredentialsDialog } from '@/features/sites/components/credentials-dialog';
import { RemoteChecksProvider, useRemoteChecksStore } from '@/features/sites/components/remote-checks';
import { useSaveFailure } from '@/components/form/use-save-failure';
import { siteSchema } from '@/features/sites/components/schema';
import { siteFields } from '@/features/sites/components/site-fields';
import { SiteOptionsContext, type SiteOptions } from '@/features/sites/components/site-options';
import { SITE_CREATE_PATH, SITE_LIST_PATH, siteDetailsPath } from '@/features/sites/components/site-paths';
import { newSiteValues, type SiteValues } from '@/features/sites/components/site-values';
import { remapServerErrors, toFormValues, toPayload } from '@/features/sites/components/to-payload';
import { ValidateButton } from '@/features/sites/components/validate-button';

export type SiteFormProps =
  | { mode: 'create'; defaultOrganization: string }
  | { mode: 'edit'; record: Site /** The vendor list's names, to show an unlisted stored vendor as Others. */; vendors: string[] };

export function SiteForm(props: SiteFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSite();
  const update = useUpdateSite();
  const record = props.mode === 'edit' ? props.record : undefined;
  const siteUUID = record?.siteUUID || undefined;
  const checks = useRemoteChecksStore(siteUUID);
  const [schema] = useState(() => siteSchema(checks.lookup));
  // Closing the failure dialog returns both saves to idle.
  const { failure, fail, close } = useSaveFailure(() => {
    create.reset();
    update.reset();
  });
  const [credentials, setCredentials] = useState<{ list: Credential[]; next: To; state?: unknown } | null>(null);

  const loadedOrg = record ? record.organizationName : props.mode === 'create' ? props.defaultOrganization : '';
  const [chosenOrg, setChosenOrg] = useState<string | null>(null);
  const org = chosenOrg ?? loadedOrg;

  const organizations = useOrgMetaList();
  const subOrgs = useSubOrgMetaList(org);
  const locales = useMetaList('locale');
  const timeZones = useMetaList('timeZones');
  const vendors = useMetaList('chillingunit/vendors');
  const methods = useMetaList('methodOfCooling');
  const countryCodes = useMetaList('countryCodesTypes');
  const deviceTypes = useMetaList('monitoringDeviceTypes');
  const productTypes = useProductTypes();

  const options = useMemo<SiteOptions>(
    () => ({
      productTypes: productTypes.data ?? [],
      vendors: toOptions(vendors.data),
      methodsOfCooling: toOptions(methods.data),
      countryCodes: toOptions(countryCodes.data),
      deviceTypes: toOptions(deviceTypes.data?.filter((d) => d.typeName !== GATEWAY_CLASS)),
    }),
    [productTypes.data, vendors.data, methods.data, countryCodes.data, deviceTypes.data],
  );

  const fields = siteFields({
    mode: props.mode,
    t: (k) => t(k),
    onOrganizationChange: setChosenOrg,
    options: {
      organizations: toOptions(organizations.data),
      subOrganizations: toOptions(subOrgs.data),
      locales: toOptions(locales.data),
      timeZones: toOptions(timeZones.data),
    },
    loading: { subOrganizations: subOrgs.isFetching, locales: locales.isPending, timeZones: timeZones.isPending },
  });

  const storedVendors = props.mode === 'edit' ? props.vendors : undefined;
  const editValues = useMemo(() => (record ? toFormValues(record, storedVendors ?? []) : undefined), [record, storedVendors]);
  // The defaults are read once, when the form opens.
  const [createDefaults] = useState(() => (props.mode === 'create' ? newSiteValues(props.defaultOrganization) : undefined));

  const onSubmit = async (values: FieldValues) => {
    const body = toPayload(values as SiteValues, siteUUID);
    try {
      const saved = record ? await update.mutateAsync({ siteId: record.siteId, body }) : await create.mutateAsync(body);
      const next: To = record ? siteDetailsPath(saved.siteId || record.siteId) : SITE_CREATE_PATH;
      const state = record ? undefined : { created: saved.siteId };
      if (saved.deviceCredentials.length) setCredentials({ list: saved.deviceCredentials, next, state });
      else await navigate(next, { state });
    } catch (e) {
      throw remapServerErrors(e, body);
    }
  };

  const title = t(props.mode === 'create' ? 'sites.form.createTitle' : 'sites.form.editTitle');
  return (
    <>
      <SiteOptionsContext.Provider value={options}>
        <RemoteChecksProvider value={checks}>
          <FormBuilder
            aria-label={title}
            fields={fields}
            schema={schema}
            defaultValues={createDefaults}
            values={editValues}
            onSubmit={onSubmit}
            onSubmitError={fail}
            submitLabel={props.mode === 'create' ? 'sites.form.create' : 'sites.form.save'}
            actions={
              <>
                <Button variant="text" onClick={() => void navigate(record ? siteDetailsPath(record.siteId) : SITE_LIST_PATH)}>
                  {t('sites.form.cancel')}
                </Button>
                <ValidateButton siteUUID={siteUUID} />
              </>
            }
          />
        </RemoteChecksProvider>
      </SiteOptionsContext.Provider>
      <ErrorDialog open={failure !== null} onClose={close} status={failure?.status} message={failure?.message} />
      <CredentialsDialog
        credentials={credentials?.list ?? null}
        onClose={() => {
          const done = credentials;
          setCredentials(null);
          if (done) void navigate(done.next, { state: done.state });
        }}
      />
    </>
  );
}
