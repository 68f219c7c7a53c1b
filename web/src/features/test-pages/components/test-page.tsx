/**
 * The test or placeholder pages (spec 01 §2.3: /map-test, /sitecreatetest,
 * /formtest): the spec names the routes and nothing of their content, so
 * each says what it is and leads back to the dashboard rather than
 * answering "not found" for a route the product lists.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';

export type TestPageName = 'map' | 'siteCreate' | 'form';

export function TestPage({ name }: { name: TestPageName }) {
  const { t } = useTranslation();
  const title = t(`testPages.${name}`);
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('testPages.dashboard'), to: '/dashboard' }, { label: title }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('testPages.body')}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          {t('testPages.back')}
        </Button>
      </Paper>
    </Box>
  );
}
