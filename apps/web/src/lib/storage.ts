/**
 * Everything the console keeps in the browser. The session (bearer token and anything cached for it) is wiped on
 * logout and on a 401; the UI language is a preference of the device and survives both.
 */
export const TOKEN_KEY = 'token';
export const LANG_KEY = 'konsol.lang';
/** sessionStorage: why the last session ended, shown once on the login page after a reload. */
export const SESSION_ENDED_KEY = 'konsol.sessionEnded';

const keep = new Set([LANG_KEY]);

type Listener = () => void;
const listeners = new Set<Listener>();

/** Set by a quiet clearSession: this document is about to be replaced by the reload. */
let leaving = false;

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/**
 * Wipes the session from localStorage (every key but the language preference). `quiet` tells no listener: the
 * caller reloads the page, and the login page must not open (and take the reason) in the document the reload
 * replaces, or the reloaded one would not say why the session ended.
 */
export function clearSession(reason?: string, opts: { quiet?: boolean } = {}): void {
  if (opts.quiet) leaving = true;
  try {
    for (const key of Object.keys(localStorage)) if (!keep.has(key)) localStorage.removeItem(key);
    if (reason) sessionStorage.setItem(SESSION_ENDED_KEY, reason);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
  if (!opts.quiet) notify();
}

/**
 * Reads (and forgets) why the last session ended, if it ended by itself. In a document a reload is replacing it is
 * only read: a page that renders there anyway (its routes, without a token, may still reach the login page before
 * the reload lands) must leave the reason to the reloaded one.
 */
export function takeSessionEndedReason(): string | null {
  try {
    const reason = sessionStorage.getItem(SESSION_ENDED_KEY);
    if (!leaving) sessionStorage.removeItem(SESSION_ENDED_KEY);
    return reason;
  } catch {
    return null;
  }
}

/** Subscribe to token changes (this tab, and other tabs through the storage event). */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  for (const l of listeners) l();
}
