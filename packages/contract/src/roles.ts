/**
 * Roles, permissions and the table between them (DESIGN §10), without zod: the web console's always-loaded shell
 * (guards, drawer, session) imports them from `@konsol/contract/roles` so its first load does not carry the
 * schemas. The server checks every route against the same table.
 */
import type { Message } from './lang.js';

/** The spec's role names in `getme`: `ROLE_ADMIN` for users of the platform server, `ROLE_USER` for the others. */
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';

/** `me` is the signed-in user (`Me`); only its roles are read. */
export const isAdmin = (me: { roles: { name: string }[] } | undefined | null) => !!me?.roles.some((r) => r.name === ROLE_ADMIN);

/** Roles of a server's team. */
export const SERVER_ROLES = ['owner', 'finance', 'content', 'support', 'viewer'] as const;
/** Roles of the platform server's team. */
export const PLATFORM_ROLES = ['admin', 'approver', 'platform_support'] as const;
export const ROLES = [...SERVER_ROLES, ...PLATFORM_ROLES] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export type Role = (typeof ROLES)[number];

/** Named capabilities; every route of the API needs one of them (or is public). */
export const PERMISSIONS = [
  // every signed-in user: who am I, the own password, sessions and profile, sign-out
  'account.self',
  'dashboard.read',
  // the app and its content: settings other than keys, menus, categories, news and info, popups, banners,
  // running text, push, maintenance, image uploads
  'content.read',
  'content.write',
  // the wallet: balances and history; bank accounts and cash-in; cash-out (money leaves the server)
  'wallet.read',
  'wallet.write',
  'wallet.cashout',
  'tokensms.read',
  'tokensms.order',
  // working-capital loans and pay-later
  'credit.read',
  'credit.write',
  'resellers.read',
  'resellers.write',
  'products.read',
  'products.write',
  'deletion.read',
  'deletion.write',
  'partner.read',
  'partner.write',
  'topup.read',
  'staff.manage',
  'audit.read',
  // the server's outgoing webhooks: endpoints, secrets and the delivery log
  'webhooks.read',
  'webhooks.write',
  // the platform: reading every server and what waits; (de)activating servers; everything else about servers,
  // packages and settings; moving money approvals
  'platform.read',
  'servers.status',
  'servers.manage',
  'approvals.money',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Every permission of the named areas (the word before the dot). */
const areas = (...names: string[]): Permission[] => PERMISSIONS.filter((p) => names.includes(p.split('.')[0]!));
const BASE: Permission[] = ['account.self', 'dashboard.read'];
const PLATFORM = areas('platform', 'servers', 'approvals');
const SERVER_PERMISSIONS = PERMISSIONS.filter((p) => !PLATFORM.includes(p));

/** What each role may do. `viewer` reads everything a server has except its audit trail (secrets never leave). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: SERVER_PERMISSIONS,
  finance: [...BASE, ...areas('wallet', 'tokensms', 'credit')],
  content: [...BASE, ...areas('content')],
  support: [...BASE, ...areas('resellers', 'products', 'deletion', 'partner', 'topup')],
  viewer: ['account.self', ...SERVER_PERMISSIONS.filter((p) => p.endsWith('.read') && p !== 'audit.read')],
  admin: PERMISSIONS,
  approver: [...BASE, 'platform.read', 'approvals.money'],
  platform_support: [...BASE, 'platform.read', 'servers.status'],
};

/**
 * Each role's name in words, as people read it: the console's staff screen and profile, and the mails about a role
 * (an invitation, a role change). The codes above are for the API only.
 */
export const ROLE_NAMES: Record<Role, Message> = {
  owner: { id: 'Pemilik', en: 'Owner' },
  finance: { id: 'Keuangan', en: 'Finance' },
  content: { id: 'Konten', en: 'Content' },
  support: { id: 'Dukungan', en: 'Support' },
  viewer: { id: 'Pengamat', en: 'Viewer' },
  admin: { id: 'Admin', en: 'Admin' },
  approver: { id: 'Penyetuju', en: 'Approver' },
  platform_support: { id: 'Dukungan platform', en: 'Platform support' },
};

export const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
export const isPlatformRole = (role: string): role is PlatformRole => (PLATFORM_ROLES as readonly string[]).includes(role);

/** Whether `role` may use `permission` (an unknown role may do nothing). */
export const can = (role: string, permission: Permission) => isRole(role) && ROLE_PERMISSIONS[role].includes(permission);

/** The spec's `roles[].name` of a role. */
export const specRoleOf = (role: string) => (isPlatformRole(role) ? ROLE_ADMIN : ROLE_USER);
