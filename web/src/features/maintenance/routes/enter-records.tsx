/** /preventiveMaintenance/create and /preventivemaintenance/add-record: enter a preventive-maintenance record. */
import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useAuth } from '@/lib/auth-hooks';
import type { CurrentUser } from '@/lib/auth';
import { RecordForm } from '@/features/maintenance/components/record-form';

/** The signed-in user's name, as performedBy starts: first and last name, else the user name. */
export function performerName(user: CurrentUser | null): string {
  if (!user) return '';
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.userName;
}

export default function EnterRecordsRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Box>
      <PageHeader
        crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('maintenance.title') }, { label: t('maintenance.enter.title') }]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('maintenance.enter.title')}
        </Typography>
        <RecordForm performer={performerName(user)} />
      </Paper>
    </Box>
  );
}
