/**
 * The dashboard's part of the page header: the organisation (its profile),
 * the site count and the chilling unit (BMC) count; a count links to its
 * list only when it is above 0.
 */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bmcCountLink, siteCountLink } from '@/features/dashboard/components/dashboard-links';

function Count({ label, count, to }: { label: string; count: number | undefined; to: string }) {
  const text = `${label}: ${count ?? '–'}`;
  return count && count > 0 ? (
    <Link component={RouterLink} to={to} underline="hover">
      {text}
    </Link>
  ) : (
    <Typography component="span">{text}</Typography>
  );
}

export function HeaderCounts({ org, sites, units, date }: { org: string; sites?: number; units?: number; date: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {org && (
        <Typography component="span">
          {t('dashboard.header.organisation')}:{' '}
          <Link component={RouterLink} to={`/organization/profile/${encodeURIComponent(org)}`} underline="hover">
            {org}
          </Link>
        </Typography>
      )}
      <Count label={t('dashboard.header.sites')} count={sites} to={siteCountLink(date)} />
      <Count label={t('dashboard.header.bmcs')} count={units} to={bmcCountLink(date)} />
    </Stack>
  );
}
