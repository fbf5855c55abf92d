/**
 * Role names and the admin check, without zod: the web console's always-loaded shell (guards, drawer, session)
 * imports them from `@konsol/contract/roles` so its first load does not carry the schemas. The package index
 * re-exports them (through auth.ts) as before.
 */
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';

/** `me` is the signed-in user (`Me`); only its roles are read. */
export const isAdmin = (me: { roles: { name: string }[] } | undefined | null) => !!me?.roles.some((r) => r.name === ROLE_ADMIN);
