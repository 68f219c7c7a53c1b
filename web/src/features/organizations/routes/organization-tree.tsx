/**
 * /org-suborg-tree/:organization and /organization-tree?organization=…
 * (&zoom=…): the hierarchy tree on a page of its own; without an
 * organisation, the current one.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { HierarchyTree } from '@/features/organizations/components/hierarchy-tree';
import { profileLink } from '@/features/organizations/components/tree-model';

/** A zoom from the URL, when it is a number. */
function zoomParam(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const z = Number(raw);
  return Number.isFinite(z) && z > 0 ? z : undefined;
}

export default function OrganizationTreeRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { organization: fromPath } = useParams();
  const [params] = useSearchParams();
  const organization = fromPath || params.get('organization') || currentOrganization(auth);
  const zoom = zoomParam(params.get('zoom'));

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('organizations.crumbs.home'), to: '/dashboard' },
          { label: organization, to: profileLink(organization) },
          { label: t('organizations.crumbs.tree') },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('organizations.tree.title')}
        </Typography>
        <HierarchyTree key={organization} organization={organization} zoom={zoom} height="calc(100vh - 300px)" />
      </Paper>
    </Box>
  );
}
