/** The generic error dialog (spec §2.7, §8): 'Something Went Wrong!' and OK. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';

export interface ErrorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to 'Something Went Wrong!'. */
  title?: string;
  /** Defaults to the advice to check with the support team. */
  message?: string;
  /** The HTTP status of the failure, shown when given. */
  status?: number | string | null;
}

export function ErrorDialog({ open, onClose, title, message, status }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="error-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="error-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlined color="error" aria-hidden="true" />
        {title ?? t('dialogs.errorTitle')}
      </DialogTitle>
      <DialogContent>
        {status !== undefined && status !== null && status !== '' && (
          <Box sx={{ mb: 1, color: 'text.secondary', fontSize: 14 }}>{t('dialogs.status', { status })}</Box>
        )}
        <DialogContentText>{message || t('dialogs.errorBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialogs.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
