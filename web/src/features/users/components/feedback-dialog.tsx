/** Shows the result of a call that answers {status, message}: a title and icon by the status, the message, and OK. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';

export interface Feedback {
  status: boolean;
  message: string;
}

export interface FeedbackDialogProps {
  feedback: Feedback | null;
  /** The title when the status is true, and when it is false. */
  titles: { ok: string; failed: string };
  onClose: () => void;
}

export function FeedbackDialog({ feedback, titles, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const ok = !!feedback?.status;
  return (
    <Dialog open={feedback !== null} onClose={onClose} aria-labelledby="feedback-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="feedback-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {ok ? <CheckCircleOutlined color="success" aria-hidden="true" /> : <ErrorOutlined color="error" aria-hidden="true" />}
        {ok ? titles.ok : titles.failed}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{feedback?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialogs.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
