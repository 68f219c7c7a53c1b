/**
 * Rotate credential (holders of SITE_CONFIGURATION): after a confirmation,
 * replaces a device's ingestion credential; the old one stops working at
 * once and the new one is shown once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { statusOf } from '@/lib/errors';
import type { Credential } from '@/features/sites/api/site-model';
import { useRotateCredential } from '@/features/sites/api/rotate-credential';
import { CredentialsDialog } from '@/features/sites/components/credentials-dialog';

function RotateCredential({ serialNumber }: { serialNumber: string }) {
  const { t } = useTranslation();
  const rotate = useRotateCredential();
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<Credential[] | null>(null);
  const label = t('sites.rotate.action', { serial: serialNumber });
  const confirm = async () => {
    setConfirming(false);
    try {
      setIssued([await rotate.mutateAsync(serialNumber)]);
    } catch {
      // The error dialog shows it.
    }
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setConfirming(true)} disabled={rotate.isPending}>
          <AutorenewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="rotate-dialog-title" maxWidth="xs" fullWidth>
        <DialogTitle id="rotate-dialog-title">{t('sites.rotate.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sites.rotate.confirmBody', { serial: serialNumber })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('sites.rotate.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={() => void confirm()}>
            {t('sites.rotate.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <CredentialsDialog credentials={issued} title={t('sites.rotate.issuedTitle')} onClose={() => setIssued(null)} />
      <ErrorDialog open={rotate.isError} onClose={() => rotate.reset()} status={statusOf(rotate.error)} message={rotate.error?.message} />
    </>
  );
}

export function RotateCredentialButton({ serialNumber }: { serialNumber: string }) {
  if (!serialNumber) return null;
  return (
    <Permission anyOf={[PRIVILEGE.siteConfiguration]}>
      <RotateCredential serialNumber={serialNumber} />
    </Permission>
  );
}
