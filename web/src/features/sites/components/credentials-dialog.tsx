/**
 * Device credentials, shown once (the server keeps only a hash): each
 * serial number with its token and a copy button, and a warning that they
 * will not be shown again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import type { Credential } from '@/features/sites/api/site-model';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CredentialsDialogProps {
  credentials: Credential[] | null;
  onClose: () => void;
  /** The dialog's title; 'Device credentials' by default. */
  title?: string;
}

export function CredentialsDialog({ credentials, onClose, title }: CredentialsDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const list = credentials ?? [];
  const all = list.map((c) => `${c.serialNumber}\t${c.token}`).join('\n');
  const copyOne = async (key: string, text: string) => {
    if (await copy(text)) setCopied(key);
  };
  return (
    <Dialog
      open={credentials !== null}
      onClose={(_e, reason) => {
        // Only the button closes it: a stray click must not lose the tokens.
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="credentials-dialog-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="credentials-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <KeyIcon color="primary" aria-hidden="true" />
        {title ?? t('sites.credentials.title')}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('sites.credentials.once')}
        </Alert>
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('sites.credentials.list')}>
          {list.map((c) => (
            <Box
              component="li"
              key={c.serialNumber}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{c.serialNumber}</Typography>
                <Typography
                  variant="body2"
                  data-testid={`token-${c.serialNumber}`}
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
                >
                  {c.token}
                </Typography>
              </Box>
              <Tooltip title={copied === c.serialNumber ? t('sites.credentials.copied') : t('sites.credentials.copy')}>
                <IconButton
                  aria-label={t('sites.credentials.copyOne', { serial: c.serialNumber })}
                  onClick={() => void copyOne(c.serialNumber, c.token)}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Stack>
        {copied && (
          <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1 }}>
            {t('sites.credentials.copied')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {list.length > 1 && (
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copyOne('*', all)}>
            {t('sites.credentials.copyAll')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('sites.credentials.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
