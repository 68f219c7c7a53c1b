/**
 * Asks before leaving the page while something would be lost for good (the
 * device credentials not yet saved): in-app navigation waits for Stay or
 * Leave, and closing or reloading the tab gets the browser's own prompt.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-guard-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="leave-guard-title">{t('imports.credentials.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('imports.credentials.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="warning" onClick={() => blocker.proceed?.()}>
          {t('imports.credentials.leave')}
        </Button>
        <Button variant="contained" onClick={() => blocker.reset?.()} autoFocus>
          {t('imports.credentials.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
