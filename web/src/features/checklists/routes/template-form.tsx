/**
 * /configuration/checklist-templates-create and
 * /configuration/checklist-templates-edit/:templateId (edit, once the
 * template has loaded).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useAuth } from '@/lib/auth-hooks';
import { useTemplate } from '@/features/checklists/api/get-template';
import { TEMPLATE_LIST_PATH, TemplateForm } from '@/features/checklists/components/template-form';

export default function TemplateFormRoute() {
  const { t } = useTranslation();
  const { selectedOrganization } = useAuth();
  const { templateId } = useParams();
  const editing = !!templateId;
  const loaded = useTemplate(templateId);
  const title = t(editing ? 'checklists.editTitle' : 'checklists.createTitle');
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('checklists.listTitle'), to: TEMPLATE_LIST_PATH },
          { label: editing && loaded.data ? `${title} — ${loaded.data.checklistName}` : title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {!editing && <TemplateForm orgName={selectedOrganization ?? undefined} />}
        {editing && loaded.data && <TemplateForm key={loaded.data.id} record={loaded.data} />}
        {editing && !loaded.data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('checklists.loading')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
