/**
 * The site list (spec 02 §2): /configuration/totalsite, /configuration/totalsite2,
 * /configuration/totalsites and /totalsites. Paging lives in the URL; when
 * page or size is missing the page redirects to page=0&size=1000 (keeping
 * the other query keys). Search, export siteList, and Add Site / Import Site.
 */
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { SearchBox } from '@/components/search-box/search-box';
import { useAuth } from '@/lib/auth-hooks';
import { AddSiteMenu } from '@/features/sites/components/add-site-menu';
import { SITE_LIST_SIZE, SiteTable } from '@/features/sites/components/site-table';

/** The query with page=0&size=1000 when either is missing, or null when both are there. */
export function withDefaultPaging(params: URLSearchParams): string | null {
  if (params.get('page') && params.get('size')) return null;
  const next = new URLSearchParams(params);
  next.set('page', '0');
  next.set('size', String(SITE_LIST_SIZE));
  return next.toString();
}

export default function SiteListRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const { selectedOrganization } = useAuth();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const redirect = withDefaultPaging(params);
  if (redirect !== null) return <Navigate replace to={{ pathname: location.pathname, search: `?${redirect}` }} />;

  const onSearch = (text: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set('search', text);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('sites.list.title') }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {t('sites.list.title')}
          </Typography>
          <AddSiteMenu />
        </Stack>
        <SiteTable
          orgName={selectedOrganization ?? undefined}
          search={search}
          toolbar={<SearchBox onSearch={onSearch} defaultValue={search} placeholder={t('sites.list.searchPlaceholder')} />}
        />
      </Paper>
    </Box>
  );
}
