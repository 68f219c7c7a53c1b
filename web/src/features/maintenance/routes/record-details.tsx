/**
 * /preventiveMaintenance/view-records/record-details/:checklistName?id&unit:
 * one record, fetched by id (the list passes it) and checked against the
 * checklist name of the path.
 */
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useRecord } from '@/features/maintenance/api/get-record';
import { RecordDetailsView } from '@/features/maintenance/components/record-details-view';

const VIEW_RECORDS_PATH = '/preventiveMaintenance/view-records';

export default function RecordDetailsRoute() {
  const { t } = useTranslation();
  const { checklistName = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id');
  const record = useRecord(id, checklistName);
  const back = new URLSearchParams();
  for (const k of ['site', 'unit', 'from', 'to']) {
    const v = params.get(k);
    if (v) back.set(k, v);
  }
  const listPath = back.size ? `${VIEW_RECORDS_PATH}?${back.toString()}` : VIEW_RECORDS_PATH;
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('maintenance.view.title'), to: listPath },
          { label: checklistName },
        ]}
      />
      {!id && (
        <Alert severity="info">
          {t('maintenance.details.noRecord')}{' '}
          <Link component={RouterLink} to={VIEW_RECORDS_PATH}>
            {t('maintenance.view.title')}
          </Link>
        </Alert>
      )}
      {id && record.data && <RecordDetailsView record={record.data} />}
      {id && !record.data && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{t('maintenance.details.loading')}</Typography>
        </Stack>
      )}
    </Box>
  );
}
