/**
 * The user's site association (spec 01 §3): a multiple select, with Select
 * All, of the sites of the chosen organisation or sub-organisation. The form
 * value is the list of associations in the server's shape; a site the user
 * already had keeps its isBookmarked. Sites chosen before that are not in
 * the list (another sub-organisation) stay shown until unticked. The
 * server's errors on siteAssociationConfiguration[i].siteName show under the
 * field, with the site they concern.
 */
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CustomFieldRenderProps, FieldConfig, FieldOption } from '@/components/form/form-types';
import { SELECT_ALL, toggleAll } from '@/components/form/fields/multi-select-all-field';
import { useTx } from '@/components/form/translate-text';
import { useFormSites } from '@/features/users/components/use-form-sites';
import { siteLabel } from '@/lib/sites';
import { chooseAssociations, siteKey, type AssociationValue } from '@/features/users/components/user-sites-payload';

export const SITE_ASSOCIATION = 'siteAssociationConfiguration';

interface FieldErrorLike {
  message?: string;
  type?: string;
  siteName?: FieldErrorLike;
}

/** The messages to show: the list's own, and each association's (named by its site). */
function messagesOf(
  own: unknown,
  value: AssociationValue[],
  show: boolean,
  tx: (k?: string) => string,
  problem: (site: string, message: string) => string,
): string[] {
  if (!own || typeof own !== 'object') return [];
  const out: string[] = [];
  const e = own as FieldErrorLike & Record<string, FieldErrorLike | undefined>;
  if (e.message && (show || e.type === 'server')) out.push(tx(e.message));
  value.forEach((a, i) => {
    const item = e[i];
    const err = item?.siteName ?? item;
    if (err?.message && (show || err.type === 'server')) out.push(problem(siteLabel(a), tx(err.message)));
  });
  return out;
}

export function SiteAssociationField({ field, fieldState, form, config }: CustomFieldRenderProps) {
  const { t } = useTranslation();
  const tx = useTx();
  const { orgName, sites, query } = useFormSites();
  const { errors, isSubmitted } = useFormState({ control: form.control, name: field.name });
  const value: AssociationValue[] = Array.isArray(field.value) ? (field.value as AssociationValue[]) : [];
  const selected = value.map(siteKey);

  const listed = new Set(sites.map(siteKey));
  const options: FieldOption[] = [
    ...sites.map((s) => ({ value: siteKey(s), label: siteLabel(s) })),
    ...value
      .filter((a) => !listed.has(siteKey(a)))
      .map((a) => ({ value: siteKey(a), label: t('users.sites.outside', { site: siteLabel(a) }) })),
  ];
  const labelOf = (k: string | number) => options.find((o) => o.value === k)?.label ?? String(k);
  const enabledCount = options.length;
  const count = options.filter((o) => selected.includes(o.value as string)).length;

  const problems = messagesOf(get(errors, field.name), value, isSubmitted || fieldState.isTouched, tx, (site, message) =>
    t('users.sites.problem', { site, message }),
  );
  let help: string;
  if (!orgName) help = t('users.sites.chooseOrganization');
  else if (query.isPending) help = t('users.sites.loading');
  else if (query.isError) help = t('users.sites.loadFailed', { message: query.error.message });
  else if (sites.length === 0 && value.length === 0) help = t('users.sites.none');
  else help = `${t('users.sites.count', { selected: value.length, total: sites.length })}. ${t('users.sites.help')}`;

  return (
    <TextField
      select
      fullWidth
      id={`field-${config.name}`}
      name={field.name}
      inputRef={field.ref}
      label={tx(config.label)}
      disabled={config.disabled || !orgName}
      value={selected}
      onChange={(e) => {
        const raw = e.target.value as unknown as string[];
        const keys = raw.includes(SELECT_ALL) ? (toggleAll(options, selected) as string[]) : raw;
        field.onChange(chooseAssociations(value, keys, sites));
      }}
      onBlur={field.onBlur}
      error={problems.length > 0 || query.isError}
      helperText={problems.length > 0 ? problems.join(' · ') : help}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) => (v as string[]).map(labelOf).join(', '),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
      }}
    >
      <MenuItem value={SELECT_ALL} disabled={options.length === 0}>
        <Checkbox
          size="small"
          checked={enabledCount > 0 && count === enabledCount}
          indeterminate={count > 0 && count < enabledCount}
          tabIndex={-1}
          disableRipple
        />
        <ListItemText primary={t('form.selectAll')} />
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox size="small" checked={selected.includes(o.value as string)} tabIndex={-1} disableRipple />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form's site association section. */
export function siteAssociationFields(): FieldConfig[] {
  return [
    { type: 'header', text: 'users.sections.sites' },
    {
      type: 'custom',
      name: SITE_ASSOCIATION,
      label: 'users.fields.siteAssociation',
      width: 12,
      render: (p) => <SiteAssociationField {...p} />,
    },
  ];
}
