/**
 * /reports (spec 03 §2; REPORTS or ALL_PRIVILEGE: app/route-privileges):
 * the server's reports in tabs by category (its display name, in the
 * server's order); ?category=<name> chooses the tab (the menu's 'more'
 * entries link there). Each report opens its page; a list that fails to
 * load goes to /500.
 */
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { PageHeader } from '@/components/page-header/page-header';
import { reportPath } from '@/app/route-privileges';
import { byCategory, useReportList } from '@/features/reports/api/get-report-list';
import { REPORT_KINDS, type ReportName } from '@/features/reports/api/report-kinds';

export default function ReportsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = useReportList();
  const failed = list.isError;
  useEffect(() => {
    if (failed) void navigate('/500', { replace: true });
  }, [failed, navigate]);

  const categories = byCategory(list.data ?? []);
  const asked = params.get('category');
  const index = Math.max(
    0,
    categories.findIndex((c) => c.category === asked),
  );
  const chosen = categories[index];

  const choose = (i: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('category', categories[i].category);
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('reports.title') }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('reports.title')}
          </Typography>
          {list.isPending && <LinearProgress aria-label={t('reports.loading')} />}
          {list.isSuccess && categories.length === 0 && <Typography color="text.secondary">{t('reports.none')}</Typography>}
          {categories.length > 0 && (
            <>
              <Tabs
                value={index}
                onChange={(_, i: number) => choose(i)}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                aria-label={t('reports.categories')}
                sx={{ borderBottom: 1, borderColor: 'divider' }}
              >
                {categories.map((c, i) => (
                  <Tab key={c.category} label={c.category} id={`reports-tab-${i}`} aria-controls={`reports-panel-${i}`} />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`reports-panel-${index}`} aria-labelledby={`reports-tab-${index}`}>
                <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={chosen.category}>
                  {chosen.reports.map((r) => (
                    <Grid key={r.name} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                      <Card variant="outlined" sx={{ height: '100%' }}>
                        <CardActionArea component={RouterLink} to={reportPath(r.name)} sx={{ height: '100%' }}>
                          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                            <AssessmentOutlined color="primary" aria-hidden="true" />
                            <Box sx={{ minWidth: 0 }}>
                              <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                                {r.displayName || r.name}
                              </Typography>
                              {r.name in REPORT_KINDS && (
                                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                                  {t(`reports.descriptions.${REPORT_KINDS[r.name as ReportName].key}`)}
                                </Typography>
                              )}
                            </Box>
                          </CardContent>
                        </CardActionArea>
                      </Card>
                    </Grid>
                  ))}
                </Grid>
              </Box>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
