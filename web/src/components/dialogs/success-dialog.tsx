/**
 * The success dialog (spec §2.7): icon, message, optional sub-message;
 * OK closes, Go To Dashboard goes to /dashboard, and an optional button
 * creates another (to a route the caller gives).
 */
import { Link as RouterLink } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';

export interface SuccessDialogProps {
  open: boolean;
  onClose: () => void;
  message: string;
  subMessage?: string;
  /** A button to create another record: its label and route. */
  createAnother?: { label: string; to: string };
}

export function SuccessDialog({ open, onClose, message, subMessage, createAnother }: SuccessDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="success-dialog-message" maxWidth="xs" fullWidth>
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-label={t('dialogs.success')} />
        <Typography id="success-dialog-message" variant="h6" sx={{ mt: 1 }}>
          {message}
        </Typography>
        {subMessage && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {subMessage}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1, pb: 3 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('dialogs.ok')}
        </Button>
        <Button variant="contained" component={RouterLink} to="/dashboard">
          {t('dialogs.goToDashboard')}
        </Button>
        {createAnother && (
          <Button variant="contained" color="secondary" component={RouterLink} to={createAnother.to}>
            {createAnother.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
