/**
 * Choose Organization (spec §2.4): Continue remembers the choice and goes
 * to the dashboard; without a choice 'Please Select an Organization' shows
 * for 2 s. Also Create New Organization, a dashboard link and Logout.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Button, Link, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { getAuthState, selectOrganization } from '@/lib/auth';
import { useSignOut } from '@/lib/auth-hooks';
import { useOrgMetaList } from '@/features/auth/api/get-org-meta-list';

/** How long a message stays (spec §9). */
export const MESSAGE_TIMEOUT_MS = 2000;

export function OrgSelectForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const orgs = useOrgMetaList();
  const [choice, setChoice] = useState(() => getAuthState().selectedOrganization ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const options = orgs.data ?? [];
  const known = options.some((o) => o.typeName === choice);

  const onContinue = () => {
    if (!choice || !known) {
      setMessage(t('auth.selectOrganizationRequired'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(null), MESSAGE_TIMEOUT_MS);
      return;
    }
    selectOrganization(choice);
    void navigate('/dashboard');
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('auth.chooseOrganization')}
        value={known ? choice : ''}
        onChange={(e) => {
          setChoice(e.target.value);
          setMessage(null);
        }}
        disabled={orgs.isPending}
        helperText={orgs.isPending ? t('common.loading') : undefined}
      >
        {options.map((o) => (
          <MenuItem key={o.typeName} value={o.typeName}>
            {o.typeDisplayName || o.typeName}
          </MenuItem>
        ))}
      </TextField>
      {message && (
        <Alert severity="warning" role="alert">
          {message}
        </Alert>
      )}
      <Button variant="contained" onClick={onContinue}>
        {t('auth.continue')}
      </Button>
      <Button variant="outlined" component={RouterLink} to="/configuration/organization">
        {t('auth.createOrganization')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Link component={RouterLink} to="/dashboard">
          {t('auth.goToDashboard')}
        </Link>
        <Button color="inherit" onClick={() => void signOut()}>
          {t('auth.logout')}
        </Button>
      </Stack>
    </Stack>
  );
}
