/**
 * The result of the Validate action (spec 02 §2, §8): the status text (or
 * "validate successfully") on success; on failure the serial numbers held
 * in the provisioning service and the BMC ids held in the notification
 * service.
 */
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import type { Assignment } from '@/features/sites/api/validate-assignments';

function Assigned({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {items.map((s) => (
          <ListItem key={s} sx={{ py: 0 }}>
            {s}
          </ListItem>
        ))}
      </List>
    </section>
  );
}

export function ValidationDialog({ result, onClose }: { result: Assignment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const failed = result?.status === 'FAILED';
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby="validation-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="validation-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {failed ? <ErrorOutlined color="error" aria-hidden="true" /> : <CheckCircleOutlined color="success" aria-hidden="true" />}
        {failed ? t('sites.validate.failedTitle') : result?.status || t('sites.validate.success')}
      </DialogTitle>
      <DialogContent>
        {failed ? (
          <>
            <Assigned title={t('sites.validate.assignedDevices')} items={result.assignedDevices} />
            <Assigned title={t('sites.validate.assignedBmcs')} items={result.assignedBmcs} />
          </>
        ) : (
          <Typography>{t('sites.validate.success')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialogs.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
