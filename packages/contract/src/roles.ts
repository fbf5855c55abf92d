/**
 * Role names and the admin check, without zod: the web console's always-loaded shell (guards, drawer, session)
 * imports them from `@konsol/contract/roles` so its first load does not carry the schemas. The package index
 * re-exports them (through auth.ts) as before.
 */
import type { Me } from './auth.js';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';

export const isAdmin = (me: Pick<Me, 'roles'> | undefined | null) => !!me?.roles.some((r) => r.name === ROLE_ADMIN);
