import type { Permission } from '@konsol/contract/roles';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchTable, type TableSource } from '../components/data-table/table-query';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { prefetchAppConfig } from '../lib/app-config';
import { type LazyPage, lazyPage } from './lazy-page';

/** Drawer groups, in order. */
export const SECTIONS = ['main', 'content', 'finance', 'partners', 'modules', 'admin'] as const;
export type Section = (typeof SECTIONS)[number];

/** One authenticated route of the console (SPEC §2). Add a feature by adding (or replacing) one entry. */
export interface ConsoleRoute {
  /** The route name of SPEC §2 (`home`, `applist`…); the drawer and `getme.menu` use it. */
  name: string;
  /** Absolute path; `:param` segments allowed. */
  path: string;
  /** Key of its label in the `nav` namespace (drawer, breadcrumb, page title). */
  label: string;
  /** Route name of the breadcrumb parent; top-level routes sit under Dashboard. */
  parent?: string;
  page: LazyPage;
  /** What the page needs to be shown (DESIGN §10); without it the drawer hides it and a followed link says "no access". */
  permission: Permission;
  /** What its Add, Edit and Delete buttons need; a role without it sees the page read-only. */
  write?: Permission;
  /** Platform pages: a user of another server gets SPEC §6's "access denied" and /login. */
  adminOnly?: boolean;
  /**
   * Starts the page's first queries from the route's loader, beside its chunk (with a session whose role has the
   * route's permission only; errors are the page's to show). Keep it light: what it imports statically lands in the app's first chunk.
   */
  prefetch?: (ctx: { queryClient: QueryClient; url: URL }) => Promise<unknown>;
  /**
   * Drawer entry (omit for pages reached from other pages); `badge` marks it NEW, `deleteCount` shows pending
   * deletions, `approvalCount` the items waiting on the approvals page.
   */
  drawer?: { section: Section; badge?: 'new' | 'deleteCount' | 'approvalCount' };
}

type Prefetch = NonNullable<ConsoleRoute['prefetch']>;

/** The phone preview's config (the pages with a preview beside their content). */
const preview: Prefetch = ({ queryClient }) => prefetchAppConfig(queryClient);

/**
 * The page a table shows at the route's URL; `source` loads the table's module (its own small chunk) and picks the
 * table the URL shows (a tab's), or none.
 */
const table =
  <T,>(source: (url: URL) => Promise<TableSource<T> | undefined>): Prefetch =>
  ({ queryClient, url }) =>
    source(url).then((s) => s && prefetchTable(queryClient, url, s));

/** Several prefetches at once. */
const all =
  (...prefetches: Prefetch[]): Prefetch =>
  (ctx) =>
    Promise.all(prefetches.map((p) => p(ctx)));

export const consoleRoutes: ConsoleRoute[] = [
  {
    name: 'home',
    permission: 'dashboard.read',
    path: '/dashboard',
    label: 'home',
    page: lazyPage(() => import('../features/dashboard/dashboard-page')),
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(dashboardQueryOptions()),
    drawer: { section: 'main' },
  },
  {
    name: 'applist',
    permission: 'content.read',
    write: 'content.write',
    path: '/applist',
    label: 'applist',
    page: lazyPage(() => import('../features/apps/apps-page')),
    prefetch: preview,
    drawer: { section: 'content' },
  },
  {
    name: 'appmenu',
    permission: 'content.read',
    write: 'content.write',
    path: '/appmenu',
    label: 'appmenu',
    page: lazyPage(() => import('../features/menu/menu-page')),
    prefetch: all(
      table(() => import('../features/menu/api/get-menus').then((m) => m.MENU_TABLE)),
      preview,
    ),
    drawer: { section: 'content' },
  },
  {
    name: 'kategori',
    permission: 'content.read',
    write: 'content.write',
    path: '/kategori',
    label: 'kategori',
    page: lazyPage(() => import('../features/category/category-page')),
    prefetch: all(
      table(() => import('../features/category/api/get-categories').then((m) => m.CATEGORY_TABLE)),
      preview,
    ),
    drawer: { section: 'content' },
  },
  {
    name: 'slider',
    permission: 'content.read',
    write: 'content.write',
    path: '/slider',
    label: 'slider',
    page: lazyPage(() => import('../features/banner/banner-page')),
    prefetch: preview,
    drawer: { section: 'content' },
  },
  {
    name: 'news',
    permission: 'content.read',
    write: 'content.write',
    path: '/news',
    label: 'news',
    page: lazyPage(() => import('../features/news/news-page')),
    prefetch: preview,
    drawer: { section: 'content' },
  },
  {
    name: 'popup',
    permission: 'content.read',
    write: 'content.write',
    path: '/popup',
    label: 'popup',
    page: lazyPage(() => import('../features/popup/popup-page')),
    prefetch: preview,
    drawer: { section: 'content' },
  },
  {
    name: 'runningtext',
    permission: 'content.read',
    write: 'content.write',
    path: '/runningtext',
    label: 'runningtext',
    page: lazyPage(() => import('../features/runningtext/runningtext-page')),
    prefetch: preview,
    drawer: { section: 'content' },
  },
  {
    name: 'tokensms',
    permission: 'tokensms.read',
    write: 'tokensms.order',
    path: '/tokensms',
    label: 'tokensms',
    page: lazyPage(() => import('../features/tokensms/tokensms-page')),
    prefetch: table((url) => import('../features/tokensms/api/get-tokensms-lists').then((m) => m.tokensmsTableAt(url))),
    drawer: { section: 'finance' },
  },
  {
    name: 'tokensmsOrderCreate',
    permission: 'tokensms.order',
    path: '/tokensms/order/create',
    label: 'tokensmsOrderCreate',
    parent: 'tokensms',
    page: lazyPage(() => import('../features/tokensms/order-create-page')),
  },
  {
    name: 'tokensmsOrderSuccess',
    permission: 'tokensms.read',
    path: '/tokensms/order/success/:orderid',
    label: 'tokensmsOrderSuccess',
    parent: 'tokensms',
    page: lazyPage(() => import('../features/tokensms/order-success-page')),
  },
  {
    name: 'topupchannel',
    permission: 'topup.read',
    path: '/topupchannel',
    label: 'topupchannel',
    page: lazyPage(() => import('../features/topup/topup-page')),
    drawer: { section: 'finance' },
  },
  {
    name: 'wallet',
    permission: 'wallet.read',
    write: 'wallet.write',
    path: '/wallet',
    label: 'wallet',
    page: lazyPage(() => import('../features/wallet/wallet-page')),
    prefetch: all(
      // the balances above the tabs, and the open tab's table
      ({ queryClient }) => import('../lib/wallet-query').then((m) => queryClient.prefetchQuery(m.walletQueryOptions())),
      table((url) => import('../features/wallet/api/get-lists').then((m) => m.walletTableAt(url))),
    ),
    drawer: { section: 'finance', badge: 'new' },
  },
  {
    name: 'modalkerja',
    permission: 'credit.read',
    write: 'credit.write',
    path: '/modalkerja',
    label: 'modalkerja',
    page: lazyPage(() => import('../features/loan/loan-page')),
    // the loan's state decides which view the page shows (an approved loan's dashboard: its figures and open tab)
    prefetch: ({ queryClient, url }) => import('../features/loan/api/prefetch-loan').then((m) => m.prefetchLoan(queryClient, url)),
    drawer: { section: 'finance' },
  },
  {
    name: 'modalkerjav2',
    permission: 'credit.read',
    write: 'credit.write',
    path: '/modalkerjav2',
    label: 'modalkerjav2',
    page: lazyPage(() => import('../features/bayartempo/bayartempo-page')),
    prefetch: ({ queryClient, url }) =>
      import('../features/bayartempo/api/prefetch-bayartempo').then((m) => m.prefetchBayartempo(queryClient, url)),
    drawer: { section: 'finance', badge: 'new' },
  },
  {
    name: 'mitraagen',
    permission: 'resellers.read',
    write: 'resellers.write',
    path: '/mitraagen',
    label: 'mitraagen',
    page: lazyPage(() => import('../features/reseller/reseller-page')),
    prefetch: table(() => import('../features/reseller/api/get-resellers').then((m) => m.RESELLER_TABLE)),
    drawer: { section: 'partners' },
  },
  {
    name: 'product',
    permission: 'products.read',
    write: 'products.write',
    path: '/product',
    label: 'product',
    page: lazyPage(() => import('../features/product/product-page')),
    prefetch: table(() => import('../features/product/api/get-products').then((m) => m.PRODUCT_TABLE)),
    drawer: { section: 'partners' },
  },
  {
    name: 'deleteakun',
    permission: 'deletion.read',
    write: 'deletion.write',
    path: '/deleteakun',
    label: 'deleteakun',
    page: lazyPage(() => import('../features/account-deletion/account-deletion-page')),
    prefetch: table(() => import('../features/account-deletion/api/get-deletion-requests').then((m) => m.DELETION_TABLE)),
    drawer: { section: 'partners', badge: 'deleteCount' },
  },
  {
    name: 'digipos',
    permission: 'partner.read',
    write: 'partner.write',
    path: '/digipos',
    label: 'digipos',
    page: lazyPage(() => import('../features/partner-modules/digipos-page')),
    drawer: { section: 'modules' },
  },
  {
    name: 'isimple',
    permission: 'partner.read',
    write: 'partner.write',
    path: '/isimple',
    label: 'isimple',
    page: lazyPage(() => import('../features/partner-modules/isimple-page')),
    drawer: { section: 'modules' },
  },
  {
    name: 'sidompul',
    permission: 'partner.read',
    write: 'partner.write',
    path: '/sidompul',
    label: 'sidompul',
    page: lazyPage(() => import('../features/partner-modules/sidompul-page')),
    drawer: { section: 'modules' },
  },
  {
    name: 'mitraserver',
    permission: 'platform.read',
    write: 'servers.manage',
    path: '/admin/mitraserver',
    label: 'mitraserver',
    page: lazyPage(() => import('../features/mitra/mitra-page')),
    prefetch: table(() => import('../features/mitra/api/get-mitras').then((m) => m.MITRA_TABLE)),
    adminOnly: true,
    drawer: { section: 'admin' },
  },
  {
    name: 'agenkaspro',
    permission: 'platform.read',
    write: 'servers.manage',
    path: '/admin/agenkaspro',
    label: 'agenkaspro',
    page: lazyPage(() => import('../features/kaspro/kaspro-page')),
    prefetch: all(
      table(() => import('../features/kaspro/api/get-agents').then((m) => m.AGENTS_TABLE)),
      table(() => import('../features/kaspro/api/get-applications').then((m) => m.APPLICATIONS_TABLE)),
    ),
    adminOnly: true,
    drawer: { section: 'admin' },
  },
  {
    name: 'approvals',
    permission: 'platform.read',
    write: 'approvals.money',
    path: '/admin/approvals',
    label: 'approvals',
    page: lazyPage(() => import('../features/approvals/approvals-page')),
    // the badges' counts and the table of the tab the URL shows
    prefetch: all(
      ({ queryClient }) =>
        import('../features/approvals/api/get-approval-counts').then((m) => queryClient.prefetchQuery(m.approvalCountsQueryOptions())),
      table((url) => import('../features/approvals/api/approval-tables').then((m) => m.approvalTableAt(url))),
    ),
    adminOnly: true,
    drawer: { section: 'admin', badge: 'approvalCount' },
  },
  {
    name: 'mutasi',
    permission: 'platform.read',
    write: 'approvals.money',
    path: '/admin/mutasi',
    label: 'mutasi',
    page: lazyPage(() => import('../features/bank-mutations/bank-mutations-page')),
    prefetch: table((url) => import('../features/bank-mutations/api/get-bank-mutations').then((m) => m.bankMutationTableAt(url))),
    adminOnly: true,
    drawer: { section: 'admin' },
  },
  {
    name: 'audit',
    permission: 'platform.read',
    path: '/admin/audit',
    label: 'audit',
    page: lazyPage(() => import('../features/audit/audit-page')),
    prefetch: table(() => import('../features/audit/api/get-audit').then((m) => m.AUDIT_TABLE)),
    adminOnly: true,
    drawer: { section: 'admin' },
  },
  {
    name: 'platformsettings',
    permission: 'platform.read',
    write: 'servers.manage',
    path: '/admin/settings',
    label: 'platformsettings',
    page: lazyPage(() => import('../features/platform-settings/settings-page')),
    prefetch: ({ queryClient }) =>
      import('../features/platform-settings/api/get-settings').then((m) => queryClient.prefetchQuery(m.settingsQueryOptions())),
    adminOnly: true,
    drawer: { section: 'admin' },
  },
  {
    name: 'staff',
    permission: 'staff.manage',
    path: '/staff',
    label: 'staff',
    page: lazyPage(() => import('../features/staff/staff-page')),
    prefetch: table(() => import('../features/staff/api/get-staff').then((m) => m.STAFF_TABLE)),
  },
  {
    name: 'webhooks',
    permission: 'webhooks.read',
    write: 'webhooks.write',
    path: '/webhooks',
    label: 'webhooks',
    page: lazyPage(() => import('../features/webhooks/webhooks-page')),
    prefetch: table(() => import('../features/webhooks/api/get-webhooks').then((m) => m.WEBHOOKS_TABLE)),
  },
  {
    name: 'webhook',
    permission: 'webhooks.read',
    write: 'webhooks.write',
    path: '/webhooks/:id',
    label: 'webhook',
    parent: 'webhooks',
    // the list's module, so the two pages are one chunk
    page: lazyPage(() => import('../features/webhooks/webhooks-page').then((m) => ({ default: m.WebhookDetailPage }))),
  },
  {
    name: 'serveraudit',
    permission: 'audit.read',
    path: '/audit',
    label: 'serveraudit',
    page: lazyPage(() => import('../features/audit/server-audit-page')),
    prefetch: table(() => import('../features/audit/api/get-server-audit').then((m) => m.SERVER_AUDIT_TABLE)),
  },
  {
    name: 'changepassword',
    permission: 'account.self',
    path: '/changepassword',
    label: 'changepassword',
    page: lazyPage(() => import('../features/account/change-password-page')),
  },
  {
    name: 'profile',
    permission: 'account.self',
    path: '/profile',
    label: 'profile',
    page: lazyPage(() => import('../features/account/profile-page')),
  },
  {
    name: 'twofactor',
    permission: 'account.self',
    // ENROL_PATH (lib/auth.ts): a team that requires two-factor sends its users here first
    path: '/account/2fa',
    label: 'twofactor',
    parent: 'profile',
    page: lazyPage(() => import('../features/account/two-factor-page')),
  },
];

export const routeByName = new Map(consoleRoutes.map((r) => [r.name, r]));

/** Breadcrumb trail of a route: Dashboard, its parents, then itself. */
export function breadcrumbTrail(route: ConsoleRoute): ConsoleRoute[] {
  const trail: ConsoleRoute[] = [];
  for (let r: ConsoleRoute | undefined = route; r; r = r.parent ? routeByName.get(r.parent) : undefined) trail.unshift(r);
  const home = routeByName.get('home')!;
  if (trail[0] !== home) trail.unshift(home);
  return trail;
}
