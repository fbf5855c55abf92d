/**
 * A fetch done once and shared by every caller, except that a failure is forgotten: a chunk that failed (offline,
 * a new deploy) is tried again by the next call instead of failing forever.
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
