/**
 * A fetch done once and shared by every caller, except that a failure is forgotten: a chunk that failed (offline,
 * a new deploy) is asked for again by the next call instead of failing forever here. The browser may remember a
 * failed `import()` itself: Chromium does, for the page's life.
 *
 * @example
 * const loadLocales = loadOnce(() => import('./locales-rest').then(addBundles));
 * await loadLocales(); // fetched once
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
