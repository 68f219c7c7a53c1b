/**
 * The page header (spec §2.1): breadcrumbs passed by each page, the current
 * date and time refreshed every 60 s, and an optional area on the right
 * (the dashboard's site and BMC counts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, zoneOffsetLabel } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** The header clock's refresh period. */
export const CLOCK_REFRESH_MS = 60_000;

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** The current time, refreshed every `intervalMs`. */
export function useClock(intervalMs = CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export interface PageHeaderProps {
  crumbs: Crumb[];
  /** Right-hand area, e.g. the dashboard counts. */
  children?: ReactNode;
}

export function PageHeader({ crumbs, children }: PageHeaderProps) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const lang = (i18n.language === 'fr' ? 'fr' : 'en') as Language;
  return (
    <Paper
      component="header"
      elevation={0}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1.5, mb: 2, border: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Breadcrumbs aria-label={t('layout.breadcrumbs')}>
          {crumbs.map((c, i) =>
            c.to && i < crumbs.length - 1 ? (
              <Link key={`${c.to ?? ''}|${c.label}`} component={RouterLink} to={c.to} underline="hover" color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography key={`${c.to ?? ''}|${c.label}`} color="text.primary" aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
        <Typography variant="body2" color="text.secondary" data-testid="header-clock">
          <time dateTime={now.toISOString()}>{`${formatDateTime(now, lang)} ${zoneOffsetLabel(now)}`.trim()}</time>
        </Typography>
      </Box>
      {children && <Box data-testid="header-counts">{children}</Box>}
    </Paper>
  );
}
