/**
 * Acknowledge a critical alert: the alert, a comment (required, at most 500
 * characters) and Acknowledge, which posts it. A failure stays in the
 * dialog (an alert somebody else acknowledged meanwhile says so); success
 * hands the acknowledged row back and closes. Key it by the alert so
 * that each alert starts afresh.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ApiError } from '@/lib/api-client';
import { languageOf } from '@/lib/format';
import type { AlertRow } from '@/features/monitoring/api/alert-row';
import { MAX_COMMENT, useAcknowledgeAlert } from '@/features/monitoring/api/acknowledge-alert';
import { alertName, occurredOn } from '@/features/monitoring/components/alert-columns';

const K = 'monitoring.alertList.acknowledge';

export interface AcknowledgeDialogProps {
  alert: AlertRow | null;
  onClose: () => void;
  onDone: (row: AlertRow) => void;
}

export function AcknowledgeDialog({ alert, onClose, onDone }: AcknowledgeDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const ack = useAcknowledgeAlert();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);

  const trimmed = comment.trim();
  const problem = !trimmed ? t(`${K}.commentRequired`) : comment.length > MAX_COMMENT ? t(`${K}.commentTooLong`) : null;
  const failure = ack.error
    ? ack.error instanceof ApiError && ack.error.status === 409
      ? t(`${K}.conflict`)
      : t(`${K}.failed`, { message: ack.error.message })
    : null;

  const submit = () => {
    setTouched(true);
    if (!alert || problem) return;
    ack.mutate({ alertId: alert.alertId, comment: trimmed }, { onSuccess: (row) => onDone(row) });
  };

  return (
    <Dialog open={!!alert} onClose={ack.isPending ? undefined : onClose} aria-labelledby="ack-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="ack-dialog-title">{t(`${K}.title`)}</DialogTitle>
      <DialogContent>
        {alert && (
          <DialogContentText sx={{ mb: 2 }}>
            {t(`${K}.intro`, {
              alert: alertName(alert, t),
              bmc: alert.chillingUnitId,
              site: alert.siteName,
              time: occurredOn(alert, lang),
            })}
          </DialogContentText>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          label={t(`${K}.comment`)}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={touched && !!problem}
          helperText={touched && problem ? problem : t(`${K}.commentHelp`, { count: comment.length })}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ack.isPending}>
          {t(`${K}.cancel`)}
        </Button>
        <Button variant="contained" onClick={submit} disabled={ack.isPending}>
          {ack.isPending ? t(`${K}.sending`) : t(`${K}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
