/**
 * The page of an import (spec 02 §2): title, format and limits, sample
 * download and the upload, for holders of the import's privilege (the
 * server checks it too); anyone else sees a notice.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader, type Crumb } from '@/components/page-header/page-header';
import { Permission } from '@/lib/auth-permission';
import { IMPORTS, type ImportKind } from '@/features/imports/api/import-kinds';
import { FormatHelp } from '@/features/imports/components/format-help';
import { ImportPanel } from '@/features/imports/components/import-panel';

/** Where each import sits in the breadcrumbs: its list (spec §9 sizes). */
const PARENT: Record<ImportKind, { label: string; to: string }> = {
  sites: { label: 'nav.site', to: '/configuration/totalsite?page=0&paging=&size=5000' },
  alerts: { label: 'nav.user', to: '/configuration/userlist?page=0&paging=&size=1000' },
};

const TEXT: Record<ImportKind, string> = { sites: 'imports.site', alerts: 'imports.alert' };

export function ImportPage({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const title = t(`${TEXT[kind]}.title`);
  const crumbs: Crumb[] = [
    { label: t('layout.home'), to: '/dashboard' },
    { label: t(PARENT[kind].label), to: PARENT[kind].to },
    { label: title },
  ];
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Permission
          anyOf={IMPORTS[kind].privileges}
          otherwise={
            <Alert severity="warning" data-testid="import-not-allowed">
              {t(`imports.notAllowed.${kind}`)}
            </Alert>
          }
        >
          <Typography variant="body1" sx={{ mb: 2 }}>
            {t(`${TEXT[kind]}.intro`)}
          </Typography>
          <FormatHelp kind={kind} />
          <Divider sx={{ my: 3 }} />
          <ImportPanel kind={kind} />
        </Permission>
      </Paper>
    </Box>
  );
}
