import { type ComponentType, useEffect, useState } from 'react';

/** A component fetched on first use: see `onDemand`. */
export interface OnDemand<P extends object> {
  /** Fetches the component (once; a failed fetch is forgotten, so the next call tries again). */
  load: () => Promise<ComponentType<P>>;
  /** The component if it has arrived. */
  current: () => ComponentType<P> | undefined;
  /** Starts the fetch early (on hover or focus of what opens it); errors wait for `useOnDemand`. */
  preload: () => void;
}

/**
 * A component of the app's shell that is fetched the first time it is wanted, not with the first page: the global
 * dialog, the snackbar, the confirm dialog and the language menu are closed on every first load, and their MUI
 * parts (modal, popover, focus trap, transitions) would otherwise travel with the login page. Console pages import
 * those parts themselves, so there they are already loaded.
 *
 * @example
 * const languageMenu = onDemand(() => import('./language-menu').then((m) => m.LanguageMenu));
 * const LanguageMenu = useOnDemand(languageMenu, open); // undefined until it has arrived
 * <Button onPointerEnter={languageMenu.preload} …/>
 */
export function onDemand<P extends object>(factory: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => {
    loading ??= factory().then(
      (component) => {
        loaded = component;
        return component;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  return {
    load,
    current: () => loaded,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

/** The on-demand component once it has arrived; fetches it as soon as `wanted` is true. `onError` hears a failure. */
export function useOnDemand<P extends object>(
  handle: OnDemand<P>,
  wanted: boolean,
  onError?: (err: unknown) => void,
): ComponentType<P> | undefined {
  const [component, setComponent] = useState(handle.current);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    handle.load().then(
      (c) => live && setComponent(() => c),
      (err: unknown) => {
        if (!live) return;
        console.error(err);
        onError?.(err);
      },
    );
    return () => {
      live = false;
    };
  }, [handle, wanted, component, onError]);
  return component;
}
