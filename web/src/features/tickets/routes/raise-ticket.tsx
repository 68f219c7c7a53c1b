/**
 * Raise a ticket (spec 03 §2 Support ticket): subject, description, issue
 * type and up to the configured number of files. Opened from a unit's pages
 * the unit, site and a link to its graph come prefilled from the query
 * (?siteName=&chillingUnitName=&graphUrl=). Files are checked before
 * anything is sent; a failure keeps everything typed.
 */
import { useState } from 'react';
import { useSearchParams, Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { checkFiles, raiseTicket, useTicketSettings } from '@/features/tickets/api/tickets';
import { useIssueTypes } from '@/features/tickets/api/get-issue-types';
import { objectKey } from '@/lib/object-key';

export default function RaiseTicketRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useTicketSettings();
  const types = useIssueTypes();
  const siteName = params.get('siteName') ?? '';
  const unitName = params.get('chillingUnitName') ?? '';
  const graphUrl = params.get('graphUrl') ?? '';
  const [subject, setSubject] = useState(unitName ? t('tickets.prefillSubject', { unit: unitName }) : '');
  const [description, setDescription] = useState('');
  const [issueType, setIssueType] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  if (settings.data && !settings.data.configured) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('tickets.title')}
        </Typography>
        <Alert severity="info">{t('tickets.notConfigured')}</Alert>
      </Box>
    );
  }

  const submit = async () => {
    setError(null);
    setDone(null);
    const fe: Record<string, string> = {};
    if (!subject.trim()) fe.subject = t('tickets.subjectRequired');
    if (!description.trim()) fe.description = t('tickets.descriptionRequired');
    setFieldErrors(fe);
    if (Object.keys(fe).length > 0 || !settings.data) return;
    const refused = checkFiles(files, settings.data);
    if (refused) {
      setError(t(refused.key, refused.values));
      return;
    }
    setBusy(true);
    try {
      const r = await raiseTicket(
        {
          subject,
          description,
          issueType: issueType || undefined,
          siteName: siteName || undefined,
          chillingUnitName: unitName || undefined,
          graphUrl: graphUrl || undefined,
        },
        files,
      );
      setDone(r.message || t('tickets.created', { id: r.id }));
      setSubject('');
      setDescription('');
      setIssueType('');
      setFiles([]);
    } catch (err) {
      if (err instanceof ApiError && typeof err.body === 'object') {
        setError(err.body.message);
        const next: Record<string, string> = {};
        for (const e of err.body.errors ?? []) next[e.field] = e.message;
        setFieldErrors(next);
      } else {
        setError(t('tickets.unableToCreate'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('tickets.title')}
        </Typography>
        <Link component={RouterLink} to="/support/tickets">
          {t('tickets.myTickets')}
        </Link>
      </Stack>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {(siteName || unitName) && (
          <Alert severity="info">
            {t('tickets.context', { site: siteName || '—', unit: unitName || '—' })}
            {graphUrl && (
              <>
                {' '}
                <Link href={graphUrl}>{t('tickets.graphLink')}</Link>
              </>
            )}
          </Alert>
        )}
        <TextField
          label={t('tickets.subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          error={!!fieldErrors.subject}
          helperText={fieldErrors.subject}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          label={t('tickets.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={5}
          error={!!fieldErrors.description}
          helperText={fieldErrors.description}
        />
        <TextField
          select
          label={t('tickets.issueType')}
          value={issueType}
          onChange={(e) => setIssueType(e.target.value)}
          error={!!fieldErrors.issueType}
          helperText={fieldErrors.issueType}
        >
          <MenuItem value="">{t('tickets.noIssueType')}</MenuItem>
          {(types.data ?? []).map((ty) => (
            <MenuItem key={ty.typeName} value={ty.typeName}>
              {ty.typeDisplayName || ty.typeName}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button component="label" variant="outlined">
            {t('tickets.addFiles')}
            <input
              hidden
              type="file"
              multiple
              aria-label={t('tickets.addFiles')}
              onChange={(e) => {
                setFiles((f) => [...f, ...Array.from(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('tickets.filesHint', {
              max: settings.data?.maxFiles ?? 5,
              size: `${Math.round((settings.data?.maxFileBytes ?? 10485760) / 1048576)} MB`,
            })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {files.map((f, i) => (
              <Chip key={objectKey(f)} label={f.name.slice(0, 20)} onDelete={() => setFiles((all) => all.filter((_, j) => j !== i))} />
            ))}
          </Stack>
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t('tickets.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
