/**
 * The organisation's identity provider (docs/identity.md): issuer, client,
 * the user-name claim, an optional role claim and map, auto-creation with a
 * default role, on or off. /configuration/identity-provider[?orgName=].
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-hooks';
import {
  formatRoleMap,
  parseRoleMap,
  useIdentityProviderSettings,
  useSaveIdentityProvider,
} from '@/features/identity/api/identity-provider';

const empty = { displayName: '', issuer: '', clientId: '', clientSecret: '', usernameClaim: 'preferred_username', roleClaim: '', roleMap: '', autoCreate: false, defaultRole: '', enabled: true };

export default function IdentityProviderRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const orgName = params.get('orgName') ?? user?.organizationName ?? '';
  const current = useIdentityProviderSettings(orgName);
  const save = useSaveIdentityProvider();
  const [v, setV] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const p = current.data;
    if (p) setV({ ...p, clientSecret: '', roleMap: formatRoleMap(p.roleMap) });
  }, [current.data]);

  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((old) => ({ ...old, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  const submit = async () => {
    setSaved(false);
    setErrors({});
    try {
      await save.mutateAsync({ ...v, orgName, roleMap: parseRoleMap(v.roleMap) });
      setSaved(true);
      setV((old) => ({ ...old, clientSecret: '' }));
    } catch (err) {
      if (err instanceof ApiError && typeof err.body === 'object') {
        const next: Record<string, string> = {};
        for (const e of err.body.errors ?? []) next[e.field.startsWith('roleMap') ? 'roleMap' : e.field] = e.message;
        setErrors(next);
      }
    }
  };

  const field = (k: 'displayName' | 'issuer' | 'clientId' | 'usernameClaim' | 'roleClaim' | 'defaultRole', required = false) => (
    <TextField label={t(`identity.${k}`)} value={v[k]} onChange={set(k)} required={required} error={!!errors[k]} helperText={errors[k] ?? t(`identity.${k}Hint`, { defaultValue: '' })} />
  );

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('identity.title', { org: orgName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('identity.redirectUri', { uri: `${globalThis.location.origin}/authgateway/oidc/callback` })}
      </Typography>
      <Stack spacing={2} component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        {saved && <Alert severity="success">{t('identity.saved')}</Alert>}
        {save.isError && !Object.keys(errors).length && <Alert severity="error">{save.error.message}</Alert>}
        {field('displayName', true)}
        {field('issuer', true)}
        {field('clientId', true)}
        <TextField label={t('identity.clientSecret')} type="password" value={v.clientSecret} onChange={set('clientSecret')} autoComplete="new-password"
          helperText={current.data?.clientSecretSet ? t('identity.secretKept') : t('identity.secretHint')} />
        {field('usernameClaim')}
        {field('roleClaim')}
        <TextField label={t('identity.roleMap')} value={v.roleMap} onChange={set('roleMap')} multiline minRows={2}
          error={!!errors.roleMap} helperText={errors.roleMap ?? t('identity.roleMapHint')} />
        <FormControlLabel control={<Checkbox checked={v.autoCreate} onChange={set('autoCreate')} />} label={t('identity.autoCreate')} />
        {field('defaultRole')}
        <FormControlLabel control={<Checkbox checked={v.enabled} onChange={set('enabled')} />} label={t('identity.enabled')} />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('identity.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
