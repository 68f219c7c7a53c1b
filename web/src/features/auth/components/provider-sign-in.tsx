/**
 * "Sign in with <provider>" on the login page, when the URL (?org=) or the
 * last provider sign-in on this browser selects an organisation that has
 * one. The page also finishes a provider sign-in: ?oidcCode= is redeemed
 * for our session, ?oidcError= shown in the user's language.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loginWithCode, setLoginError } from '@/lib/auth';
import { LAST_PROVIDER_ORG_KEY, useIdentityProvider } from '@/features/auth/api/get-identity-provider';

export function ProviderSignIn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orgName = params.get('org') ?? localStorage.getItem(LAST_PROVIDER_ORG_KEY) ?? '';
  const provider = useIdentityProvider(orgName);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const code = params.get('oidcCode');
    const failure = params.get('oidcError');
    if (!code && !failure) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (code) void loginWithCode(code);
    else if (failure)
      setLoginError(t(`auth.oidcErrors.${failure.replace(/^identity\./, '')}`, { defaultValue: t('auth.oidcErrors.providerError') }));
  }, [params, setParams, t]);

  const p = provider.data;
  if (!p) return null;
  return (
    <>
      <Divider>{t('auth.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        href={p.authorizationUrl}
        onClick={() => localStorage.setItem(LAST_PROVIDER_ORG_KEY, p.orgName)}
      >
        {t('auth.signInWith', { provider: p.displayName })}
      </Button>
    </>
  );
}
