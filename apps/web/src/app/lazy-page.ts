import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the page's chunk; the route's loader awaits it so the progress bar runs while it loads. */
  preload: () => Promise<unknown>;
}

/**
 * A page loaded on demand (React.lazy) whose chunk the router preloads before it navigates: the current page
 * stays on screen with the progress bar running instead of flashing a fallback.
 *
 * @example
 * const walletPage = lazyPage(() => import('../features/wallet/wallet-page'));
 */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>): LazyPage {
  let promise: Promise<{ default: ComponentType }> | undefined;
  const load = () => {
    promise ??= factory().catch((err: unknown) => {
      promise = undefined; // a failed chunk (new deploy, offline) can be tried again
      throw err;
    });
    return promise;
  };
  return { Component: lazy(load), preload: load };
}
