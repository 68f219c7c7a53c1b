/** A list row's edit and delete buttons, offered only with ORGANIZATION_CONFIGURATION (or ALL_PRIVILEGE). */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import type { Organization } from '@/features/organizations/api/organization-model';
import { DeleteOrganizationButton } from '@/features/organizations/components/delete-organization-button';

/** Who may edit organisations. */
export const ORGANIZATION_ADMIN = [PRIVILEGE.organizationConfiguration] as const;

export function OrganizationRowActions({ organization, editTo }: { organization: Organization; editTo: string }) {
  const { t } = useTranslation();
  return (
    <Permission anyOf={ORGANIZATION_ADMIN}>
      <Stack direction="row" spacing={0.5}>
        <IconButton
          size="small"
          component={RouterLink}
          to={editTo}
          aria-label={t('organizations.actions.edit', { name: organization.orgName })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <DeleteOrganizationButton organization={organization} />
      </Stack>
    </Permission>
  );
}
