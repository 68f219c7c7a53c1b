/**
 * An audit entry's details: who did what to which object, when and from
 * where, and the object Before and After as pretty-printed JSON, side by
 * side (stacked on a phone). Secrets are masked by the server ("***").
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { languageOf } from '@/lib/format';
import type { AuditEntry } from '@/features/audit/api/get-audit-entries';
import { actionLabel, objectText } from '@/features/audit/components/audit-vocabulary';
import { showTime } from '@/features/audit/components/audit-columns';

const D = 'audit.dialog';

/** JSON text indented by two spaces; text that is not JSON as it is, '' when blank. */
export function prettyJson(text: string): string {
  if (!text.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function JsonPanel({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const pretty = prettyJson(text);
  return (
    <Box component="section" aria-labelledby={id} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {pretty ? (
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'auto',
            maxHeight: '50vh',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {pretty}
        </Box>
      ) : (
        <Typography color="text.secondary">{t(`${D}.nothing`)}</Typography>
      )}
    </Box>
  );
}

export interface EntryDialogProps {
  entry: AuditEntry | null;
  open: boolean;
  onClose: () => void;
}

export function EntryDialog({ entry, open, onClose }: EntryDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const lang = languageOf(i18n.language);
  const facts: [string, string][] = entry
    ? [
        ['audit.columns.time', showTime(entry.at, lang)],
        ['audit.columns.actor', entry.actorName],
        ['audit.columns.address', entry.address],
        [`${D}.userAgent`, entry.userAgent],
        ['audit.columns.organisation', entry.orgName],
        ['audit.columns.action', actionLabel(entry.action, t)],
        ['audit.columns.object', objectText(entry.object, entry.objectKey, t)],
        ['audit.columns.status', entry.status ? String(entry.status) : ''],
      ]
    : [];
  return (
    <Dialog open={open && !!entry} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(`${D}.title`)}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 0, mb: 2 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
        {entry && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <JsonPanel title={t(`${D}.before`)} text={entry.before} />
            <JsonPanel title={t(`${D}.after`)} text={entry.after} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(`${D}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
