/** The signed-in page frame: top bar, side drawer, the page, the footer. */
import { useMemo, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Box, LinearProgress, Toolbar, useMediaQuery } from '@mui/material';
import { TopBar } from '@/app/layout/top-bar';
import { SideDrawer } from '@/app/layout/side-drawer';
import { Footer } from '@/app/layout/footer';
import { buildMenu } from '@/app/layout/nav-menu';
import { useReportList } from '@/features/reports/api/get-report-list';
import { hasEvery, PRIVILEGE } from '@/lib/auth-privileges';
import { useAuth } from '@/lib/auth-hooks';

/** The viewport from which the drawer is permanent (spec §9: 800 px). */
export const DESKTOP_QUERY = '(min-width:800px)';

export function AppLayout() {
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { privileges, user } = useAuth();
  const navigation = useNavigation();
  // The server's reports, for the users the menu shows them to (spec 03 §6); none while they load or when they fail.
  const reports = useReportList({ enabled: hasEvery(privileges, PRIVILEGE.reports, PRIVILEGE.viewReports) });
  const menu = useMemo(
    () => buildMenu({ privileges, orgName: user?.organizationName ?? '', reports: reports.data }),
    [privileges, user?.organizationName, reports.data],
  );
  const open = desktop ? desktopOpen : mobileOpen;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onToggleDrawer={() => (desktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o))} />
      <SideDrawer
        menu={menu}
        permanent={desktop}
        open={open}
        onOpen={() => (desktop ? setDesktopOpen(true) : setMobileOpen(true))}
        onClose={() => (desktop ? setDesktopOpen(false) : setMobileOpen(false))}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {navigation.state === 'loading' && <LinearProgress sx={{ position: 'sticky', top: 64, zIndex: 1 }} />}
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 } }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
