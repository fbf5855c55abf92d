/**
 * Everything the console keeps in the browser. The session (bearer token and anything cached for it) is wiped on
 * logout and on a 401; the device's preferences (the UI language, a collapsed phone preview) survive both.
 */
export const TOKEN_KEY = 'token';
export const LANG_KEY = 'konsol.lang';
/** sessionStorage: why the last session ended, shown once on the login page after a reload. */
export const SESSION_ENDED_KEY = 'konsol.sessionEnded';
/** 'hidden' while the user keeps the phone preview collapsed (a preference of the device, like the language). */
export const PREVIEW_KEY = 'konsol.preview';
/** The CSV delimiter of list exports, `comma` or `semicolon` (Indonesian spreadsheets). */
export const CSV_DELIMITER_KEY = 'konsol.csvDelimiter';

/** The device's preferences: kept when a session ends. */
type PreferenceKey = typeof LANG_KEY | typeof PREVIEW_KEY | typeof CSV_DELIMITER_KEY;
const keep = new Set<string>([LANG_KEY, PREVIEW_KEY, CSV_DELIMITER_KEY] satisfies PreferenceKey[]);

/** A device preference, or null (storage unavailable). */
export function getPreference(key: PreferenceKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) a device preference; without storage (private mode) nothing is kept. */
export function setPreference(key: PreferenceKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode: nothing kept
  }
}

/** The signed-in user's permissions as `getme` last listed them (a session key: wiped with the session). */
const PERMISSIONS_KEY = 'konsol.permissions';

export function rememberPermissions(permissions: readonly string[]): void {
  try {
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  } catch {
    // private mode: the next load asks getme first
  }
}

export function rememberedPermissions(): string[] | null {
  try {
    const raw = localStorage.getItem(PERMISSIONS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : null;
  } catch {
    return null;
  }
}

/** When the server lets an OTP of `purpose` be sent again (a session key: a reload keeps the wait it enforces). */
const otpKey = (purpose: string) => `konsol.otpUntil.${purpose}`;

export function rememberOtpWait(purpose: string, seconds: number): void {
  try {
    localStorage.setItem(otpKey(purpose), String(Date.now() + seconds * 1000));
  } catch {
    // private mode: the server's 429 tells the wait instead
  }
}

/** Whole seconds left before an OTP of `purpose` may be sent again (0: now). */
export function otpWaitLeft(purpose: string): number {
  try {
    const until = Number(localStorage.getItem(otpKey(purpose)));
    return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
  } catch {
    return 0;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Set by endSessionAndReload: this document is about to be replaced by the reload. */
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

function wipeSession(reason?: string): void {
  try {
    for (const key of Object.keys(localStorage)) if (!keep.has(key)) localStorage.removeItem(key);
    if (reason) sessionStorage.setItem(SESSION_ENDED_KEY, reason);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

/** Wipes the session from localStorage (every key but the language preference) and tells the listeners. */
export function clearSession(reason?: string): void {
  wipeSession(reason);
  notify();
}

/**
 * Ends the session and reloads the page (a 401 other than an expired token). This document is being replaced: no
 * listener is told, and the reason is left for the reloaded document's login page (see takeSessionEndedReason).
 */
export function endSessionAndReload(reason: string): void {
  leaving = true;
  wipeSession(reason);
  window.location.reload();
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
