/**
 * Side drawer (spec §2.1): permanent from 800 px wide (240 px open, icons
 * only when closed), a temporary slide-out below. Groups open by the
 * current path and can be toggled. Sign out closes the drawer's list, so a
 * phone user always reaches it (issue 15).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Collapse, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, Toolbar, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSignOut } from '@/lib/auth-hooks';
import { useTranslation } from 'react-i18next';
import { isActive, openGroupsFor, type NavEntry } from '@/app/layout/nav-menu';
import { NavIcon } from '@/app/layout/nav-icon';
import { DRAWER_MINI_WIDTH, DRAWER_WIDTH } from '@/app/theme';

export interface SideDrawerProps {
  menu: NavEntry[];
  /** Permanent (desktop, ≥ 800 px) or temporary (below). */
  permanent: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function SideDrawer({ menu, permanent, open, onOpen, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [expanded, setExpanded] = useState<Set<string>>(() => openGroupsFor(menu, pathname));
  const mini = permanent && !open;

  // Groups follow the current path: the active ones open, the others close.
  const active = useMemo(() => openGroupsFor(menu, pathname), [menu, pathname]);
  useEffect(() => setExpanded(active), [active]);

  const toggle = (id: string) => {
    if (mini) {
      onOpen();
      setExpanded((s) => new Set(s).add(id));
      return;
    }
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const label = (e: NavEntry) => e.label ?? t(e.labelKey ?? '');

  const render = (entries: NavEntry[], depth: number) =>
    entries.map((e) => {
      const text = label(e);
      const indent = mini ? 2.5 : 2 + depth * 2;
      const icon = e.icon && (
        <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
          <NavIcon name={e.icon} />
        </ListItemIcon>
      );
      if (e.kind === 'link') {
        const item = (
          <ListItemButton
            key={e.id}
            component={RouterLink}
            to={e.to}
            selected={isActive(e, pathname)}
            onClick={permanent ? undefined : onClose}
            aria-label={mini ? text : undefined}
            sx={{ pl: indent, minHeight: 44 }}
          >
            {icon}
            {!mini && <ListItemText primary={text} sx={{ whiteSpace: 'normal' }} />}
          </ListItemButton>
        );
        return mini ? (
          <Tooltip key={e.id} title={text} placement="right">
            {item}
          </Tooltip>
        ) : (
          item
        );
      }
      const isOpen = expanded.has(e.id) && !mini;
      return (
        <div key={e.id}>
          <ListItemButton
            onClick={() => toggle(e.id)}
            aria-expanded={isOpen}
            aria-label={mini ? text : undefined}
            sx={{ pl: indent, minHeight: 44 }}
          >
            {icon}
            {!mini && <ListItemText primary={text} sx={{ pr: 1, whiteSpace: 'normal' }} />}
            {!mini && (isOpen ? <ExpandLess /> : <ExpandMore />)}
          </ListItemButton>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <List component="div" disablePadding dense>
              {render(e.children, depth + 1)}
            </List>
          </Collapse>
        </div>
      );
    });

  const width = mini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH;
  const content = (
    <>
      <Toolbar />
      <nav aria-label={t('layout.mainMenu')}>
        <List component="div" sx={{ py: 1 }}>
          {render(menu, 0)}
        </List>
      </nav>
      <Divider />
      <List component="div" sx={{ py: 1 }}>
        <ListItemButton
          onClick={() => {
            if (!permanent) onClose();
            void signOut();
          }}
          aria-label={mini ? t('layout.signOut') : undefined}
          sx={{ pl: mini ? 2.5 : 2, minHeight: 44 }}
        >
          <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          {!mini && <ListItemText primary={t('layout.signOut')} />}
        </ListItemButton>
      </List>
    </>
  );

  if (permanent) {
    return (
      <Drawer
        variant="permanent"
        open={open}
        data-testid="side-drawer"
        data-variant="permanent"
        data-open={open}
        sx={{
          width,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          '& .MuiDrawer-paper': {
            width,
            overflowX: 'hidden',
            boxSizing: 'border-box',
            transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      data-testid="side-drawer"
      data-variant="temporary"
      data-open={open}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      {content}
    </Drawer>
  );
}
