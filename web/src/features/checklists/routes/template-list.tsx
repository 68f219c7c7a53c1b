/** /configuration/checklist-templates-list: the checklist templates of the organisation, with Add and edit. */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '@/components/page-header/page-header';
import { useAuth } from '@/lib/auth-hooks';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { TemplateTable } from '@/features/checklists/components/template-table';

export const TEMPLATE_CREATE_PATH = '/configuration/checklist-templates-create';

export default function TemplateListRoute() {
  const { t } = useTranslation();
  const { selectedOrganization } = useAuth();
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('checklists.listTitle') }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {t('checklists.listTitle')}
          </Typography>
          <Permission anyOf={[PRIVILEGE.checklistConfiguration]}>
            <Button variant="contained" component={RouterLink} to={TEMPLATE_CREATE_PATH} startIcon={<AddIcon />}>
              {t('checklists.addTemplate')}
            </Button>
          </Permission>
        </Stack>
        <TemplateTable orgName={selectedOrganization ?? undefined} />
      </Paper>
    </Box>
  );
}
