import type { ReactNode } from 'react';
import { useWriteAccess } from '../lib/write-access';

/**
 * What only a role that may change the page's data sees (its route's `write` permission): action buttons beyond the
 * shared Add button and row actions, which hide by themselves.
 *
 * @example
 * actions={<Writable><Button onClick={openImport}>{t('import')}</Button></Writable>}
 */
export function Writable({ children }: { children: ReactNode }) {
  return useWriteAccess() ? children : null;
}
