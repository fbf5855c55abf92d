import type { Permission } from '@konsol/contract/roles';
import { createContext, useContext } from 'react';
import { knownPermissions, useMe } from './auth';

/**
 * Whether the user's role has `permission` (DESIGN §10): the profile's permissions, the remembered ones while it
 * loads, and yes when neither is known (the server refuses what the role may not do anyway).
 */
export function useCan(permission: Permission | undefined): boolean {
  const known = knownPermissions(useMe().data);
  return !permission || !known || known.includes(permission);
}

/**
 * Whether the page in view may change what it shows: a route's `write` permission, given by the router. The shared
 * Add button and row actions read it, so a reading role sees no Add, Edit or Delete.
 */
export const WriteAccess = createContext(true);
export const useWriteAccess = () => useContext(WriteAccess);
