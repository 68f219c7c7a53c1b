/**
 * /dashboard: the page header with its breadcrumbs. The site and BMC
 * counts (and the tiles) come with the monitoring issue; their area is
 * left empty for now.
 */
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';

export default function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('dashboard.home') }]} />
    </Box>
  );
}
