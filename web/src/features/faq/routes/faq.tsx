/**
 * /faq (spec 03 §2 "FAQs"): breadcrumbs Dashboard › FAQs, the field control
 * module's troubleshooting questions by category (each answer opens under
 * its question), then the Alert Definitions table from the server.
 */
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageHeader } from '@/components/page-header/page-header';
import { AlertDefinitionsTable } from '@/features/faq/components/alert-definitions-table';
import { FAQ_CATEGORIES } from '@/features/faq/components/faq-entries';

export default function FaqRoute() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('faq.crumbs.dashboard'), to: '/dashboard' }, { label: t('faq.crumbs.faq') }]} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h5" component="h1">
            {t('faq.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('faq.intro')}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('faq.troubleshooting')}
          </Typography>
          {FAQ_CATEGORIES.map((c) => (
            <Box component="section" key={c.id} aria-labelledby={`faq-${c.id}`} sx={{ mb: 2 }}>
              <Typography id={`faq-${c.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                {t(`faq.categories.${c.id}.title`)}
              </Typography>
              {c.entries.map((e) => (
                <Accordion
                  key={e}
                  disableGutters
                  variant="outlined"
                  slotProps={{ heading: { component: 'h4' }, transition: { unmountOnExit: true } }}
                >
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography>{t(`faq.categories.${c.id}.${e}.q`)}</Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Typography color="text.secondary">{t(`faq.categories.${c.id}.${e}.a`)}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('faq.definitions.title')}
          </Typography>
          <AlertDefinitionsTable />
        </Paper>
      </Stack>
    </Box>
  );
}
