/**
 * The escalation policy of the caller's organisation (its top-level
 * organisation's, which sub-organisations inherit): notes when the defaults
 * apply or when the caller may only read it, then the form.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { languageOf } from '@/lib/format';
import { usePolicy } from '@/features/notifications/api/get-policy';
import { PolicyForm } from '@/features/notifications/components/policy-form';
import { fullTime } from '@/features/notifications/components/inbox-time';

const P = 'notifications.policy';

export function PolicySection({ orgName }: { orgName: string }) {
  const { t, i18n } = useTranslation();
  const policy = usePolicy(orgName);
  const view = policy.data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t(`${P}.intro`)}</Typography>
      {policy.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{t(`${P}.loading`)}</Typography>
        </Stack>
      )}
      {policy.isError && <Alert severity="error">{t(`${P}.loadFailed`, { message: policy.error.message })}</Alert>}
      {view && (
        <>
          {!view.editable && <Alert severity="info">{t(`${P}.readOnly`, { org: view.orgName })}</Alert>}
          {view.default ? (
            <Alert severity="info">{t(`${P}.defaults`, { org: view.orgName })}</Alert>
          ) : (
            view.updatedBy && (
              <Typography variant="body2" color="text.secondary">
                {t(`${P}.updated`, { org: view.orgName, by: view.updatedBy, at: fullTime(view.updatedAt, languageOf(i18n.language)) })}
              </Typography>
            )
          )}
          <PolicyForm key={view.orgName} view={view} orgName={orgName} />
        </>
      )}
    </Stack>
  );
}
