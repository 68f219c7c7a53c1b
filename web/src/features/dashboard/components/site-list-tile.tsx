/**
 * The site list tile: every site of the caller's scope, the same sites the
 * header counts (a user's bookmarks do not narrow it), bookmarked ones
 * first with their critical alerts of the last 24 hours; the star marks or
 * unmarks a bookmark (PUT addFavSites, which associates an unassociated
 * site) and the list follows the server's answer. Each site opens its
 * details.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useAuth } from '@/lib/auth-hooks';
import { useMySites } from '@/features/dashboard/api/get-my-sites';
import { useScopeSites } from '@/features/dashboard/api/get-scope-sites';
import { siteRows } from '@/features/dashboard/components/site-list';
import { useUpdateBookmarks } from '@/features/dashboard/api/update-bookmarks';
import { TileCard } from '@/features/dashboard/components/tile-card';

export function SiteListTile() {
  const { t } = useTranslation();
  const userName = useAuth().user?.userName ?? '';
  const mine = useMySites();
  const scope = useScopeSites();
  const rows = useMemo(() => (scope.data ? siteRows(scope.data, mine.data ?? []) : undefined), [scope.data, mine.data]);
  const update = useUpdateBookmarks(userName);
  const [pending, setPending] = useState<string | null>(null);

  return (
    <TileCard
      title={rows ? t('dashboard.sites.titleCount', { count: rows.length }) : t('dashboard.sites.title')}
      loading={scope.isPending || mine.isPending}
      error={scope.error ?? mine.error}
      onRetry={() => {
        void scope.refetch();
        void mine.refetch();
      }}
    >
      {update.isError && (
        <Alert severity="error" onClose={() => update.reset()} sx={{ mb: 1 }}>
          {t('dashboard.sites.bookmarkFailed', { message: update.error.message })}
        </Alert>
      )}
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.sites.none')}</Typography>
      ) : (
        <List dense aria-label={t('dashboard.sites.list')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {(rows ?? []).map((s) => {
            const name = s.siteName || s.siteId;
            return (
              <ListItem
                key={s.siteUUID || s.siteId}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t(s.isBookmarked ? 'dashboard.sites.unbookmark' : 'dashboard.sites.bookmark', { site: name })}
                    aria-pressed={s.isBookmarked}
                    disabled={update.isPending && pending === s.siteId}
                    onClick={() => {
                      setPending(s.siteId);
                      update.mutate({ siteId: s.siteId, siteUUID: s.siteUUID, isBookmarked: !s.isBookmarked });
                    }}
                  >
                    {s.isBookmarked ? <StarIcon sx={{ color: '#f9a825' }} /> : <StarBorderIcon />}
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/totalsites/site-details/${encodeURIComponent(s.siteId)}`} underline="hover">
                      {name}
                    </Link>
                  }
                  secondary={
                    [
                      s.siteId && s.siteId !== name ? s.siteId : '',
                      s.criticalCount > 0 ? t('dashboard.sites.critical', { count: s.criticalCount }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ') || undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </TileCard>
  );
}
