/**
 * The inputs of one alert configuration entry that set more than their own
 * value: the site (which fills siteId, siteUUID, siteName and the site's
 * organisation, and clears the unit), the chilling unit (id and uuid), and
 * a channel's on/off switch.
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CustomFieldRenderProps } from '@/components/form/form-types';
import { useTx } from '@/components/form/translate-text';
import { type Site, siteLabel } from '@/lib/sites';
import { entrySite, siteKey, unitLabel } from '@/features/users/components/user-sites-payload';

interface SiteChoice {
  key: string;
  label: string;
  site?: Site;
}

export interface EntrySiteSelectProps extends CustomFieldRenderProps {
  /** The entry's path prefix, e.g. 'userAlertConfiguration.1.'. */
  prefix: string;
  sites: Site[];
  loading: boolean;
}

/** The entry's site, bound to its siteName path (where the server names a site problem). */
export function EntrySiteSelect({ field, error, form, config, prefix, sites, loading }: EntrySiteSelectProps) {
  const { t } = useTranslation();
  const tx = useTx();
  const [siteId, siteUUID] = useWatch({ control: form.control, name: [`${prefix}siteId`, `${prefix}siteUUID`] }) as [string, string];
  const siteName = (field.value as string | undefined) ?? '';
  const current = { siteId: siteId ?? '', siteUUID: siteUUID ?? '', siteName };
  const choices: SiteChoice[] = sites.map((s) => ({ key: siteKey(s), label: siteLabel(s), site: s }));
  const key = siteKey(current);
  const value = key ? (choices.find((c) => c.key === key) ?? { key, label: siteLabel(current) }) : null;
  return (
    <Autocomplete<SiteChoice, false>
      id={`field-${config.name}`}
      options={choices}
      value={value}
      loading={loading}
      disabled={config.disabled}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      noOptionsText={t('form.noOptions')}
      onBlur={field.onBlur}
      onChange={(_, c) => {
        const picked = c?.site;
        const fields = picked
          ? entrySite(picked)
          : { siteName: '', siteId: '', siteUUID: '', organization: '', subOrganization: '', chillingUnitId: '', chillingUnitUuid: '' };
        for (const [k, v] of Object.entries(fields)) {
          if (k !== 'siteName') form.setValue(`${prefix}${k}`, v, { shouldDirty: true });
        }
        field.onChange(fields.siteName);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={tx(config.label)}
          required={config.required}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}

export interface EntryUnitSelectProps extends CustomFieldRenderProps {
  prefix: string;
  sites: Site[];
}

/** The entry's chilling unit ('' for the whole site), bound to its chillingUnitId path. */
export function EntryUnitSelect({ field, error, form, config, prefix, sites }: EntryUnitSelectProps) {
  const { t } = useTranslation();
  const tx = useTx();
  const [siteId, siteUUID, siteName, unitUuid] = useWatch({
    control: form.control,
    name: [`${prefix}siteId`, `${prefix}siteUUID`, `${prefix}siteName`, `${prefix}chillingUnitUuid`],
  }) as [string, string, string, string];
  const key = siteKey({ siteId: siteId ?? '', siteUUID: siteUUID ?? '', siteName: siteName ?? '' });
  const site = sites.find((s) => siteKey(s) === key);
  const units = site?.chillingUnitMonitoringDetailsList ?? [];
  const value = (field.value as string | undefined) ?? '';
  const known = value === '' || units.some((u) => u.chillingUnitId === value || (!!unitUuid && u.chillingUnitUuid === unitUuid));
  const selected =
    units.find((u) => u.chillingUnitId === value || (!!unitUuid && u.chillingUnitUuid === unitUuid))?.chillingUnitId ?? value;
  return (
    <TextField
      select
      fullWidth
      id={`field-${config.name}`}
      name={field.name}
      inputRef={field.ref}
      label={tx(config.label)}
      disabled={config.disabled || !key}
      value={selected}
      onChange={(e) => {
        const id = e.target.value;
        const unit = units.find((u) => u.chillingUnitId === id);
        form.setValue(`${prefix}chillingUnitUuid`, unit?.chillingUnitUuid ?? '', { shouldDirty: true });
        field.onChange(id);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? (key ? undefined : t('users.alerts.chooseSiteFirst'))}
      // '' is the whole site: shown, not an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('users.alerts.wholeSite')}</MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {units.map((u) => (
        <MenuItem key={u.chillingUnitId || u.chillingUnitUuid} value={u.chillingUnitId}>
          {unitLabel(u)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A channel's on/off switch (a boolean). */
export function ChannelSwitch({ field, error, config }: CustomFieldRenderProps) {
  const tx = useTx();
  return (
    <FormControl error={!!error} disabled={config.disabled}>
      <FormControlLabel
        label={tx(config.label)}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={!!field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
