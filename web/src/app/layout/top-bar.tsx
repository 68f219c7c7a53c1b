/**
 * Top bar (spec §2.1): logo, organisation, the notification bell, Fr / En
 * switch and the user menu. On phones (below 600 px) the name beside the
 * logo and the user's name are left out, and the organisation's name and
 * the language switch move into the user menu, so that the user menu (with
 * Sign out) always stays on the bar; the drawer offers Sign out as well.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  AppBar,
  Box,
  Button,
  Divider,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/app/layout/logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { changeLanguage, currentOrganization } from '@/lib/auth';
import { useAuth, useSignOut } from '@/lib/auth-hooks';
import { LanguageSwitch } from '@/components/language-switch/language-switch';

export interface TopBarProps {
  onToggleDrawer: () => void;
  /** Reloads the page after a language change (injectable for tests). */
  reload?: () => void;
}

export function TopBar({ onToggleDrawer, reload }: TopBarProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const signOut = useSignOut();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const org = currentOrganization(auth);
  // From the sm breakpoint (600 px) the organisation and the switch sit on the bar.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const name = [auth.user?.firstName, auth.user?.lastName].filter(Boolean).join(' ') || auth.user?.userName || '';

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label={t('layout.toggleMenu')} onClick={onToggleDrawer}>
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/dashboard"
          color="inherit"
          underline="none"
          aria-label={t('layout.home')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <LogoMark />
          <Typography variant="h6" component="span" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' } }}>
            {t('app.name')}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {org && (
          <Tooltip title={t('layout.organisationProfile')} describeChild>
            <Link
              component={RouterLink}
              to={`/organization/profile/${encodeURIComponent(org)}`}
              color="inherit"
              underline="hover"
              noWrap
              sx={{ fontWeight: 500, minWidth: 0, flexShrink: 1, maxWidth: { sm: 240, md: 'none' }, display: { xs: 'none', sm: 'block' } }}
            >
              {org}
            </Link>
          </Tooltip>
        )}
        <NotificationBell />
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }} data-testid="top-bar-language">
          <LanguageSwitch onBar reload={reload} />
        </Box>
        <Button
          color="inherit"
          startIcon={<AccountCircle />}
          aria-label={t('layout.userMenu')}
          aria-haspopup="menu"
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          sx={{ textTransform: 'none', minWidth: { xs: 0, sm: 64 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {name}
          </Box>
        </Button>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          {/* On a phone the organisation and the language switch leave the bar for this menu. */}
          {!wide && org && (
            <MenuItem component={RouterLink} to={`/organization/profile/${encodeURIComponent(org)}`} onClick={() => setMenuAnchor(null)}>
              {org}
            </MenuItem>
          )}
          {!wide && (
            <MenuItem
              lang={auth.language === 'fr' ? 'en' : 'fr'}
              onClick={() => {
                setMenuAnchor(null);
                changeLanguage(auth.language === 'fr' ? 'en' : 'fr', reload);
              }}
            >
              {auth.language === 'fr' ? t('layout.english') : t('layout.french')}
            </MenuItem>
          )}
          {!wide && <Divider />}
          {!wide && name && <MenuItem disabled>{name}</MenuItem>}
          <MenuItem component={RouterLink} to="/profile" onClick={() => setMenuAnchor(null)}>
            {t('layout.profile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              void signOut();
            }}
          >
            {t('layout.signOut')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
