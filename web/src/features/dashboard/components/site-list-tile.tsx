/**
 * The site list tile: the user's sites, bookmarked ones first; the star
 * marks or unmarks a bookmark (PUT addFavSites) and the list follows the
 * server's answer. Each site opens its details.
 */
import { useState } from 'react';
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
import { useUpdateBookmarks } from '@/features/dashboard/api/update-bookmarks';
import { TileCard } from '@/features/dashboard/components/tile-card';

export function SiteListTile() {
  const { t } = useTranslation();
  const userName = useAuth().user?.userName ?? '';
  const sites = useMySites();
  const update = useUpdateBookmarks(userName);
  const [pending, setPending] = useState<string | null>(null);

  return (
    <TileCard title={t('dashboard.sites.title')} loading={sites.isPending} error={sites.error} onRetry={() => void sites.refetch()}>
      {update.isError && (
        <Alert severity="error" onClose={() => update.reset()} sx={{ mb: 1 }}>
          {t('dashboard.sites.bookmarkFailed', { message: update.error.message })}
        </Alert>
      )}
      {sites.data && sites.data.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.sites.none')}</Typography>
      ) : (
        <List dense aria-label={t('dashboard.sites.list')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {(sites.data ?? []).map((s) => {
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
                  secondary={s.siteId && s.siteId !== name ? s.siteId : undefined}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </TileCard>
  );
}
