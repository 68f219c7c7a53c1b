/**
 * Deletes an organisation after a confirmation. The server refuses (409)
 * while it still holds sub-organisations, sites or users: its message is
 * shown in the error dialog rather than only logged.
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
import DeleteIcon from '@mui/icons-material/Delete';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { statusOf } from '@/lib/errors';
import type { Organization } from '@/features/organizations/api/organization-model';
import { useDeleteOrganization } from '@/features/organizations/api/delete-organization';

export function DeleteOrganizationButton({ organization }: { organization: Pick<Organization, 'orgId' | 'orgName'> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOrganization();
  const name = organization.orgName;
  if (organization.orgId === null) return null;
  const orgId = organization.orgId;

  return (
    <>
      <IconButton size="small" color="error" aria-label={t('organizations.actions.delete', { name })} onClick={() => setConfirming(true)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`delete-org-${orgId}`} maxWidth="xs" fullWidth>
        <DialogTitle id={`delete-org-${orgId}`}>{t('organizations.delete.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('organizations.delete.message', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('organizations.delete.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(orgId, { onSettled: () => setConfirming(false) })}
          >
            {t('organizations.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <ErrorDialog
        open={remove.isError}
        onClose={() => remove.reset()}
        title={t('organizations.delete.failed', { name })}
        status={statusOf(remove.error)}
        message={remove.error?.message}
      />
    </>
  );
}
