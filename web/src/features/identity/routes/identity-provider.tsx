/**
 * The organisation's identity provider (docs/identity.md): the addresses to
 * register at the provider, as the server sends them (with a warning when
 * CHILLWATCH_PUBLIC_URL is not set), then issuer, client, the user-name
 * claim, an optional role claim and map, auto-creation with a default role,
 * linking by verified e-mail, on or off. ALL_PRIVILEGE; only an
 * administrator of the top organisation may save (the server answers 403
 * otherwise). Saving has the server read the provider's discovery document:
 * its refusal shows under the issuer. /configuration/identity-provider[?orgName=]
 * (without it, the organisation of the top bar).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import {
  formatRoleMap,
  parseRoleMap,
  useIdentityProviderSettings,
  useProviderRegistration,
  useSaveIdentityProvider,
} from '@/features/identity/api/identity-provider';

const empty = {
  displayName: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  usernameClaim: 'preferred_username',
  roleClaim: '',
  roleMap: '',
  autoCreate: false,
  defaultRole: '',
  linkByEmail: false,
  enabled: true,
};
type Values = typeof empty;

/** The fields a server error can be shown under. */
const FIELDS = ['displayName', 'issuer', 'clientId', 'clientSecret', 'usernameClaim', 'roleClaim', 'roleMap', 'defaultRole'] as const;

/** A failed call's problem: the field messages the form shows, and what else to say above it. */
interface Problem {
  fields: Record<string, string>;
  forbidden: boolean;
  messages: string[];
}

function problemOf(err: unknown): Problem {
  const out: Problem = { fields: {}, forbidden: false, messages: [] };
  if (!(err instanceof ApiError)) {
    out.messages.push(err instanceof Error ? err.message : String(err));
    return out;
  }
  out.forbidden = err.status === 403;
  const list = typeof err.body === 'object' ? (err.body.errors ?? []) : [];
  for (const e of list) {
    const field = e.field.startsWith('roleMap') ? 'roleMap' : e.field;
    if ((FIELDS as readonly string[]).includes(field) && !out.fields[field]) out.fields[field] = e.message;
    else out.messages.push(e.message);
  }
  if (list.length === 0 && typeof err.body === 'object' && err.body.message) out.messages.push(err.body.message);
  return out;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A read-only address with a copy button: select it, or copy it in one click. */
function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      multiline
      onFocus={(e) => e.target.select()}
      slotProps={{
        // Wrapped rather than cut off on a phone: the whole address must be readable.
        htmlInput: {
          readOnly: true,
          spellCheck: false,
          style: { fontFamily: 'monospace', overflowWrap: 'anywhere', wordBreak: 'break-all' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? t('identity.copied') : t('identity.copy')}>
                <IconButton edge="end" aria-label={copyLabel} disabled={!value} onClick={() => void copy(value).then(setCopied)}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ProblemAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  if (!problem.forbidden && problem.messages.length === 0) return null;
  return (
    <Alert severity="error">
      {problem.forbidden && <AlertTitle>{t('identity.forbidden')}</AlertTitle>}
      {problem.messages.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </Alert>
  );
}

function Registration() {
  const { t } = useTranslation();
  const registration = useProviderRegistration();
  const r = registration.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="identity-registration" sx={{ p: 2, mb: 3 }}>
      <Typography id="identity-registration" variant="h6" component="h2" gutterBottom>
        {t('identity.registration')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('identity.registrationHint')}
      </Typography>
      {registration.isError && <ProblemAlert problem={problemOf(registration.error)} />}
      {r && (
        <Stack spacing={2}>
          {!r.publicUrlSet && (
            <Alert severity="warning">
              <AlertTitle>{t('identity.publicUrlUnsetTitle')}</AlertTitle>
              {t('identity.publicUrlUnset')}
            </Alert>
          )}
          <CopyField label={t('identity.redirectUri')} value={r.redirectUri} copyLabel={t('identity.copyRedirectUri')} />
          <CopyField label={t('identity.postLogoutUri')} value={r.postLogoutRedirectUri} copyLabel={t('identity.copyPostLogoutUri')} />
        </Stack>
      )}
    </Paper>
  );
}

export default function IdentityProviderRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [params] = useSearchParams();
  // ?orgName= names it; else the organisation in the top bar (a platform administrator's chosen one).
  const orgName = params.get('orgName') ?? currentOrganization(auth);
  const current = useIdentityProviderSettings(orgName);
  const save = useSaveIdentityProvider();
  const [v, setV] = useState<Values>(empty);
  const [problem, setProblem] = useState<Problem>({ fields: {}, forbidden: false, messages: [] });
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const p = current.data;
    if (p) {
      setV({
        displayName: p.displayName,
        issuer: p.issuer,
        clientId: p.clientId,
        clientSecret: '',
        usernameClaim: p.usernameClaim,
        roleClaim: p.roleClaim,
        roleMap: formatRoleMap(p.roleMap),
        autoCreate: p.autoCreate,
        defaultRole: p.defaultRole,
        linkByEmail: p.linkByEmail,
        enabled: p.enabled,
      });
    }
  }, [current.data]);

  const set = (k: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((old) => ({ ...old, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  const submit = async () => {
    setSaved(false);
    setProblem({ fields: {}, forbidden: false, messages: [] });
    try {
      await save.mutateAsync({ ...v, orgName, roleMap: parseRoleMap(v.roleMap) });
      setSaved(true);
      setV((old) => ({ ...old, clientSecret: '' }));
    } catch (err) {
      setProblem(problemOf(err));
    }
  };

  const errors = problem.fields;
  const field = (k: 'displayName' | 'issuer' | 'clientId' | 'usernameClaim' | 'roleClaim' | 'defaultRole', required = false) => (
    <TextField
      label={t(`identity.${k}`)}
      value={v[k]}
      onChange={set(k)}
      required={required}
      error={!!errors[k]}
      helperText={errors[k] ?? t(`identity.${k}Hint`, { defaultValue: '' })}
    />
  );
  const configuredBy = current.data?.configuredBy;

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t('identity.title', { org: orgName })}
      </Typography>
      <Registration />
      {current.isError && (
        <Box sx={{ mb: 2 }}>
          <ProblemAlert problem={problemOf(current.error)} />
        </Box>
      )}
      <Stack
        spacing={2}
        component="form"
        noValidate
        aria-label={t('identity.settings')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {configuredBy && (
          <Typography variant="body2" color="text.secondary">
            {t('identity.configuredBy', { user: configuredBy })}
          </Typography>
        )}
        {field('displayName', true)}
        {field('issuer', true)}
        {field('clientId', true)}
        <TextField
          label={t('identity.clientSecret')}
          type="password"
          value={v.clientSecret}
          onChange={set('clientSecret')}
          autoComplete="new-password"
          error={!!errors.clientSecret}
          helperText={errors.clientSecret ?? (current.data?.clientSecretSet ? t('identity.secretKept') : t('identity.secretHint'))}
        />
        {field('usernameClaim')}
        {field('roleClaim')}
        <TextField
          label={t('identity.roleMap')}
          value={v.roleMap}
          onChange={set('roleMap')}
          multiline
          minRows={2}
          error={!!errors.roleMap}
          helperText={errors.roleMap ?? t('identity.roleMapHint')}
        />
        <FormControlLabel control={<Checkbox checked={v.autoCreate} onChange={set('autoCreate')} />} label={t('identity.autoCreate')} />
        {field('defaultRole')}
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={v.linkByEmail}
                onChange={set('linkByEmail')}
                slotProps={{ input: { 'aria-describedby': 'identity-link-by-email-hint' } }}
              />
            }
            label={t('identity.linkByEmail')}
          />
          <FormHelperText id="identity-link-by-email-hint" sx={{ mt: 0, ml: 4 }}>
            {t('identity.linkByEmailHint')}
          </FormHelperText>
        </Box>
        <FormControlLabel control={<Checkbox checked={v.enabled} onChange={set('enabled')} />} label={t('identity.enabled')} />
        {/* Beside the button, where the eye is after a click; field messages stay under their fields. */}
        {saved && <Alert severity="success">{t('identity.saved')}</Alert>}
        <ProblemAlert problem={problem} />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('identity.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
