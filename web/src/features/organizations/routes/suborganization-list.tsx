/**
 * /configuration/SuborganizationList/:orgName: every sub-organisation below
 * the organisation with its type and parent, a search over the loaded page,
 * and export subOrganizationList.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '@/components/page-header/page-header';
import { SearchBox } from '@/components/search-box/search-box';
import { Permission } from '@/lib/auth-permission';
import { ORGANIZATION_ADMIN } from '@/features/organizations/components/organization-row-actions';
import { SubOrganizationTable } from '@/features/organizations/components/sub-organization-table';
import { profileLink } from '@/features/organizations/components/tree-model';

const SEARCH_PARAM = 'search';

export default function SubOrganizationListRoute() {
  const { t } = useTranslation();
  const { orgName = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';

  const onSearch = (text: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set(SEARCH_PARAM, text);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('organizations.crumbs.home'), to: '/dashboard' },
          { label: orgName, to: profileLink(orgName) },
          { label: t('organizations.crumbs.subOrganizations') },
        ]}
      />
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('organizations.subList.title', { name: orgName })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" component={RouterLink} to={profileLink(orgName)}>
            {t('organizations.subList.profile')}
          </Button>
          <Permission anyOf={ORGANIZATION_ADMIN}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={`/configuration/suborganizationprofile?parent=${encodeURIComponent(orgName)}`}
            >
              {t('organizations.subList.create')}
            </Button>
          </Permission>
        </Stack>
      </Stack>
      <SubOrganizationTable
        key={orgName}
        orgName={orgName}
        search={search}
        toolbar={<SearchBox onSearch={onSearch} defaultValue={search} placeholder={t('organizations.subList.search')} />}
      />
    </Box>
  );
}
