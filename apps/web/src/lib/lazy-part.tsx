import { type ComponentType, useEffect, useState } from 'react';
import { loadOnce } from './load-once';

export interface LazyPart<P> {
  /**
   * Renders the part once its chunk is loaded, and its placeholder until then (it loads it when first rendered). It never
   * suspends and never throws for its chunk: a load that failed (offline, a new deploy) leaves its placeholder, and
   * its next render asks again. Chromium remembers a failed import for the page's life, so there the placeholder
   * stays until a reload; the page around it keeps working (e2e `first-load.spec.ts`).
   */
  Component: ComponentType<P>;
  /** Loads the chunk ahead (the console frame does, for the parts its pages need at once). */
  preload: () => Promise<unknown>;
}

interface Source<P> {
  loaded?: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

/** Renders `source`'s component once loaded, and asks for it on every render until then. */
function PartView<P extends object>({ source, props, placeholder }: { source: Source<P>; props: P; placeholder: React.ReactNode }) {
  const [, setLoaded] = useState<unknown>();
  useEffect(() => {
    if (source.loaded) return;
    let live = true;
    source.preload().then(
      (component) => live && setLoaded(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  });
  const Loaded = source.loaded;
  return Loaded ? <Loaded {...props} /> : placeholder;
}

/**
 * A part of the app frame that shows only after something happened (a snackbar, a dialog, a menu), loaded on
 * demand: its MUI components (Modal, Popover, transitions) then stay out of the scripts the login page needs. Call
 * it once per part, at module level, as with `React.lazy`.
 *
 * Not `React.lazy`: a lazy component that failed to load throws on every later render, and these parts sit above
 * the router's error page (the providers), where a throw would blank the whole console. Once loaded, a part
 * renders at once, without a Suspense tick.
 *
 * @example
 * const message = lazyPart(() => import('./snackbar-message').then((m) => m.SnackbarMessage));
 * {item && <message.Component item={item} />}
 * A part in the page's flow takes a `placeholder` of its size, so nothing moves when it arrives.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: React.ReactNode = null): LazyPart<P> {
  const source: Source<P> = {
    preload: loadOnce(() =>
      load().then((component) => {
        source.loaded = component;
        return component;
      }),
    ),
  };
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per part at module level
  const Component = (props: P) => <PartView source={source} props={props} placeholder={placeholder} />;
  return { Component, preload: source.preload };
}
