import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadOnce } from './load-once';

export interface LazyPart<P> {
  /** Render inside a `<Suspense>`; it suspends until its chunk is loaded. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the chunk ahead (the console frame does, for the parts its pages need at once). */
  preload: () => Promise<unknown>;
}

/**
 * A part of the app frame that shows only after something happened (a snackbar, a dialog, a menu), loaded on
 * demand: its MUI components (Modal, Popover, transitions) then stay out of the scripts the login page needs. A
 * failed load is tried again by the next render (`loadOnce`).
 *
 * @example
 * const message = lazyPart(() => import('./snackbar-message').then((m) => m.SnackbarMessage));
 * {item && <Suspense fallback={null}><message.Component item={item} /></Suspense>}
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const once = loadOnce(() => load().then((Component) => ({ default: Component })));
  return { Component: lazy(once), preload: once };
}
