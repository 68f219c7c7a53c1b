/**
 * The one route table of the console (spec §2.3). Matching is exact; every
 * screen is a lazily loaded module whose default export is the page.
 *
 * Screens not built yet point at `pendingScreen('<their future module>')`,
 * which renders the not-found page. Wiring one when its module exists is a
 * one-line change:
 *
 *   { path: '/configuration/rolelist', lazy: pendingScreen('@/features/roles/routes/role-list') },
 * becomes
 *   { path: '/configuration/rolelist', lazy: screen(() => import('@/features/roles/routes/role-list')) },
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot, RouteErrorFallback } from '@/app/app-root';
import {
  AUDIT_LOG_PATH,
  IDENTITY_PROVIDER_PATH,
  NOTIFICATION_SETTINGS_PATH,
  REPORT_PAGE_PATHS,
  REPORTS_PATH,
} from '@/app/route-privileges';
import { FullPageLoader } from '@/app/layout/full-page-loader';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** A lazily loaded screen: the module's default export is the page. */
export function screen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return async () => ({ Component: (await load()).default });
}

/** The not-found page, also shown by every unmatched path. */
export const notFoundScreen = screen(() => import('@/features/errors/routes/not-found'));

/**
 * A screen that another issue builds: shows the not-found page until its
 * module exists. `module` names where it will live (see the header).
 */
export function pendingScreen(module: string): LazyScreen {
  pendingModules.add(module);
  return notFoundScreen;
}
/** Every module still pending (for tests and for the next engineer). */
export const pendingModules = new Set<string>();

const loginScreen = screen(() => import('@/features/auth/routes/login'));

/** The protected group's layout (app/protected-route): its guard, then the frame. */
export const protectedLayout = async () => ({ Component: (await import('@/app/protected-route')).ProtectedLayout });

/** Routes outside the protected group. */
const publicRoutes: RouteObject[] = [
  { path: '/', lazy: loginScreen },
  { path: '/login', lazy: loginScreen },
  { path: '/OrgSelectpage', lazy: screen(() => import('@/features/auth/routes/org-select')) },
];

/** Built in this issue. */
const foundationRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: screen(() => import('@/features/dashboard/routes/dashboard')) },
  { path: '/profile/success', lazy: screen(() => import('@/app/routes/profile-success')) },
  { path: '/401', lazy: screen(() => import('@/features/errors/routes/unauthorized')) },
  { path: '/403', lazy: screen(() => import('@/features/errors/routes/forbidden')) },
  { path: '/404', lazy: notFoundScreen },
  { path: '/500', lazy: screen(() => import('@/features/errors/routes/server-error')) },
  { path: '/503', lazy: screen(() => import('@/features/errors/routes/service-unavailable')) },
  { path: '/noData', lazy: screen(() => import('@/features/errors/routes/no-data')) },
  { path: '/error', lazy: screen(() => import('@/features/errors/routes/generic-error')) },
];

/** Organisations, users, roles, profile and password: built next. */
const identityRoutes: RouteObject[] = [
  { path: '/configuration/organizationlist', lazy: screen(() => import('@/features/organizations/routes/organization-list')) },
  { path: '/configuration/organization', lazy: screen(() => import('@/features/organizations/routes/organization-form')) },
  { path: '/configuration/organization/:id', lazy: screen(() => import('@/features/organizations/routes/organization-form')) },
  {
    path: '/configuration/SuborganizationList/:orgName',
    lazy: screen(() => import('@/features/organizations/routes/suborganization-list')),
  },
  { path: '/configuration/suborganizationprofile', lazy: screen(() => import('@/features/organizations/routes/suborganization-form')) },
  { path: '/configuration/suborganizationprofile/:id', lazy: screen(() => import('@/features/organizations/routes/suborganization-form')) },
  { path: '/organization/profile/:organization', lazy: screen(() => import('@/features/organizations/routes/organization-profile')) },
  { path: '/org-suborg-tree/:organization', lazy: screen(() => import('@/features/organizations/routes/organization-tree')) },
  { path: '/organization-tree', lazy: screen(() => import('@/features/organizations/routes/organization-tree')) },
  { path: '/configuration/rolelist', lazy: screen(() => import('@/features/roles/routes/role-list')) },
  { path: '/configuration/role', lazy: screen(() => import('@/features/roles/routes/role-form')) },
  { path: '/configuration/role/:role', lazy: screen(() => import('@/features/roles/routes/role-form')) },
  { path: '/configuration/userlist', lazy: screen(() => import('@/features/users/routes/user-list')) },
  { path: '/configuration/user', lazy: screen(() => import('@/features/users/routes/user-form')) },
  { path: '/configuration/user/:userName', lazy: screen(() => import('@/features/users/routes/user-form')) },
  { path: '/profile', lazy: screen(() => import('@/features/profile/routes/my-profile')) },
  { path: '/profile/edit', lazy: screen(() => import('@/features/users/routes/my-profile-form')) },
  { path: '/changePassword', lazy: screen(() => import('@/features/profile/routes/change-password')) },
];

/** Later areas (sites, monitoring, reports, maintenance, analytics, FAQ, test pages). */
const laterRoutes: RouteObject[] = [
  // Dashboard lists
  { path: '/critical-alerts', lazy: screen(() => import('@/features/monitoring/routes/critical-alerts')) },
  { path: '/info-alerts', lazy: screen(() => import('@/features/monitoring/routes/info-alerts')) },
  { path: '/all-bmc', lazy: screen(() => import('@/features/monitoring/routes/bmc-list')) },
  { path: '/allbmc', lazy: screen(() => import('@/features/monitoring/routes/bmc-list')) },
  { path: '/all-bmc/:state', lazy: screen(() => import('@/features/monitoring/routes/bmc-list')) },
  { path: '/allalerts', lazy: screen(() => import('@/features/monitoring/routes/alert-list')) },
  { path: '/allalerts/:state', lazy: screen(() => import('@/features/monitoring/routes/alert-list')) },
  // Sites
  { path: '/configuration/totalsite', lazy: screen(() => import('@/features/sites/routes/site-list')) },
  { path: '/configuration/totalsite2', lazy: screen(() => import('@/features/sites/routes/site-list')) },
  { path: '/configuration/totalsites', lazy: screen(() => import('@/features/sites/routes/site-list')) },
  { path: '/totalsites', lazy: screen(() => import('@/features/sites/routes/site-list')) },
  { path: '/configuration/site', lazy: screen(() => import('@/features/sites/routes/site-form')) },
  { path: '/configuration/site/:siteId', lazy: screen(() => import('@/features/sites/routes/site-form')) },
  { path: '/configuration/site/uuid/:uuid', lazy: screen(() => import('@/features/sites/routes/site-lookup')) },
  { path: '/configuration/import-site', lazy: screen(() => import('@/features/imports/routes/import-site')) },
  { path: '/configuration/chilling-cost/:siteId', lazy: screen(() => import('@/features/sites/routes/chilling-cost')) },
  { path: '/configuration/import-alert', lazy: screen(() => import('@/features/imports/routes/import-alert')) },
  { path: '/totalsites/site-details/:siteId/:siteUUID', lazy: screen(() => import('@/features/sites/routes/site-details')) },
  { path: '/totalsites/site-details/:siteId', lazy: screen(() => import('@/features/sites/routes/site-details')) },
  // Device data and alerts search
  {
    path: '/totalsites/site-details/:siteId/device-data/:chillingUnitUUID',
    lazy: screen(() => import('@/features/monitoring/routes/device-data')),
  },
  {
    path: '/monitoring/totalsites/site-details/:siteId/device-data/:chillingUnitUUID',
    lazy: screen(() => import('@/features/monitoring/routes/device-data')),
  },
  { path: '/monitoring/alerts/alertsSearchAll', lazy: screen(() => import('@/features/monitoring/routes/alerts-search')) },
  // Graph and analytics
  { path: '/monitoring/chilling graph/bmcgraph', lazy: screen(() => import('@/features/analytics/routes/bmc-graph')) },
  { path: '/bmcgraph/:siteId', lazy: screen(() => import('@/features/analytics/routes/bmc-graph')) },
  { path: '/analytics/bmcgraph', lazy: screen(() => import('@/features/analytics/routes/bmc-graph')) },
  { path: '/analytics/graph', lazy: screen(() => import('@/features/analytics/routes/analytics-graph')) },
  { path: '/bmc-rating/:bmcId', lazy: screen(() => import('@/features/analytics/routes/bmc-rating')) },
  { path: '/analytics/bmcrating', lazy: screen(() => import('@/features/analytics/routes/bmc-rating')) },
  { path: '/analytics/ratingtemplate', lazy: screen(() => import('@/features/analytics/routes/rating-template')) },
  { path: '/analytics/rating-tree', lazy: screen(() => import('@/features/analytics/routes/rating-tree')) },
  { path: '/realtimeChart', lazy: screen(() => import('@/features/analytics/routes/realtime-chart')) },
  // Checklists and preventive maintenance
  { path: '/configuration/checklist-templates-list', lazy: screen(() => import('@/features/checklists/routes/template-list')) },
  { path: '/configuration/checklist-templates-create', lazy: screen(() => import('@/features/checklists/routes/template-form')) },
  { path: '/configuration/checklist-templates-edit/:templateId', lazy: screen(() => import('@/features/checklists/routes/template-form')) },
  // Audit log (ALL_PRIVILEGE: app/route-privileges)
  { path: AUDIT_LOG_PATH, lazy: screen(() => import('@/features/audit/routes/audit-log')) },
  // Notifications: every user's inbox; the settings are ALL_PRIVILEGE (app/route-privileges)
  { path: '/notifications', lazy: screen(() => import('@/features/notifications/routes/inbox')) },
  { path: NOTIFICATION_SETTINGS_PATH, lazy: screen(() => import('@/features/notifications/routes/notification-settings')) },
  { path: '/preventiveMaintenance/create', lazy: screen(() => import('@/features/maintenance/routes/enter-records')) },
  { path: '/preventivemaintenance/add-record', lazy: screen(() => import('@/features/maintenance/routes/enter-records')) },
  { path: '/preventiveMaintenance/view-records', lazy: screen(() => import('@/features/maintenance/routes/view-records')) },
  {
    path: '/preventiveMaintenance/view-records/record-details/:checklistName',
    lazy: screen(() => import('@/features/maintenance/routes/record-details')),
  },
  // Reports (REPORTS: app/route-privileges): the list, and each report's page
  // at its name (/configuration/Chilling Session Report[/:siteId]…)
  { path: REPORTS_PATH, lazy: screen(() => import('@/features/reports/routes/reports')) },
  ...REPORT_PAGE_PATHS.map((path) => ({ path, lazy: screen(() => import('@/features/reports/routes/report')) })),
  // FAQ, support tickets and test pages
  { path: '/faq', lazy: screen(() => import('@/features/faq/routes/faq')) },
  { path: '/support/ticket', lazy: screen(() => import('@/features/tickets/routes/raise-ticket')) },
  { path: IDENTITY_PROVIDER_PATH, lazy: screen(() => import('@/features/identity/routes/identity-provider')) },
  { path: '/support/tickets', lazy: screen(() => import('@/features/tickets/routes/my-tickets')) },
  { path: '/map-test', lazy: screen(() => import('@/features/test-pages/routes/map-test')) },
  { path: '/sitecreatetest', lazy: screen(() => import('@/features/test-pages/routes/site-create-test')) },
  { path: '/formtest', lazy: screen(() => import('@/features/test-pages/routes/form-test')) },
];

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorFallback,
    children: [
      ...publicRoutes,
      {
        // The guard and the signed-in frame (top bar, drawer, bell) load with
        // the first protected screen, in parallel with its chunk, never with
        // the login page (docs/console.md#fast-first-load).
        lazy: protectedLayout,
        ErrorBoundary: RouteErrorFallback,
        children: [...foundationRoutes, ...identityRoutes, ...laterRoutes, { path: '*', lazy: notFoundScreen }],
      },
    ],
  },
];
