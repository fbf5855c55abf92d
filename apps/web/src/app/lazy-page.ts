import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadAllLocales } from '../lib/i18n';
import { loadOnce } from '../lib/load-once';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Loads the page's chunk; the route's loader awaits it so the progress bar runs while it loads. */
  preload: () => Promise<unknown>;
}

/**
 * A page loaded on demand (React.lazy) whose chunk the router preloads before it navigates: the current page
 * stays on screen with the progress bar running instead of flashing a fallback.
 *
 * @example
 * const walletPage = lazyPage(() => import('../features/wallet/wallet-page'));
 *
 * The page's chunk and the locale namespaces not loaded with the app (lib/i18n.ts) load together: the page never
 * renders before its texts. `locales: 'eager'` is for a page (and everything it imports) that shows only texts of
 * `common`, `auth` and `msg` (the public pages); a unit test (lazy-page-locales.test.ts) holds them to it.
 */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>, options: { locales?: 'all' | 'eager' } = {}): LazyPage {
  const load = loadOnce(() => Promise.all([factory(), options.locales === 'eager' ? undefined : loadAllLocales()]).then(([page]) => page));
  return { Component: lazy(load), preload: load };
}

/**
 * A page in the app's first chunk (no chunk of its own, nothing to preload): the login page, the page the console
 * opens on without a session, renders with the first scripts instead of after another round trip. It must show
 * only the texts loaded with the app (as `locales: 'eager'`), which lazy-page-locales.test.ts checks.
 */
export function eagerPage(Component: ComponentType): LazyPage {
  return { Component, preload: () => Promise.resolve() };
}
