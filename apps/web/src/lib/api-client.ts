import { coreMessages } from '@konsol/contract/messages/core';
import { appEvents } from './events';
import { i18n } from './i18n';
import { clearSession, endSessionAndReload, getToken } from './storage';

/**
 * The one API client. Base URLs of the console host and the second host (wallet, loan, location, delete-account
 * and module endpoints) are both `/api` on the same origin by default.
 */
export const apiHosts = { console: '/api', second: '/api' } as const;
export type ApiHost = keyof typeof apiHosts;

/** The answer envelope: `{ success, msg, data }`. */
export interface Envelope<T> {
  success: boolean;
  msg: string;
  data: T;
}

/** A server page (`page` is zero-based). `totalExact: false`: a search stopped counting at `totalElements` (1,000). */
export interface PageData<T> {
  content: T[];
  totalElements: number;
  totalExact?: boolean;
}

/** A failed call: the server's `msg` (already in the UI language) and its field errors for `setError`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly errors?: Record<string, string>,
    readonly body?: unknown,
    /** Seconds the server asks to wait before trying again (`Retry-After` of a 429), else 0. */
    readonly retryAfter = 0,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (or FormData, sent as multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * `bearer` (default): the stored token, and the session rules (401 ends the session, 403 is access denied).
   * `client`: the client basic credential of registration, activation and reset.
   * `none`: no credential; 401/403 are ordinary errors for the caller (the login form shows them).
   */
  auth?: 'bearer' | 'client' | 'none';
  host?: ApiHost;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The client credential the server writes into index.html as `<meta name="konsol-client">` (base64 id:secret). */
export function clientCredential(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="konsol-client"]')?.content || undefined;
}

const tokenExpiredTexts = new Set<string>([coreMessages.tokenExpired.en, coreMessages.tokenExpired.id]);

/** Was this 401 the "Token has expired" answer (in either language)? */
export const isTokenExpired = (msg: string) => tokenExpiredTexts.has(msg);

const passwordChangeTexts = new Set<string>([coreMessages.passwordChangeRequired.en, coreMessages.passwordChangeRequired.id]);
const twoFactorRequiredTexts = new Set<string>([coreMessages.twoFactorRequired.en, coreMessages.twoFactorRequired.id]);
/** A four-eyes refusal (own request, code needed) is about one decision, not the session: shown where it was made. */
const decisionRefusedTexts = new Set<string>([coreMessages.approvalsSelf, coreMessages.approvalsCodeRequired].flatMap((m) => [m.en, m.id]));

function buildUrl(host: ApiHost, path: string, query?: RequestOptions['query']): string {
  const base = apiHosts[host].replace(/\/+$/, '');
  let url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['msg', 'message', 'error_description'] as const) {
      if (typeof b[key] === 'string' && b[key]) return b[key] as string;
    }
  }
  return fallback;
}

/** Sends a request with the credential, language and body of `opts`; a request that never got an answer is an `ApiError` (status 0). */
async function send(path: string, opts: RequestOptions): Promise<Response> {
  const { method = 'GET', body, query, auth = 'bearer', host = 'console', signal } = opts;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'id', ...opts.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (auth === 'bearer') {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  } else if (auth === 'client') {
    const credential = clientCredential();
    if (credential) headers.Authorization = `Basic ${credential}`;
  }
  try {
    return await fetch(buildUrl(host, path, query), { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, i18n.t('common:networkError'));
  }
}

/** The JSON of an answer's body (undefined when it is empty or not JSON). */
async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The `ApiError` of a failed answer, after the session rules of a bearer call. */
function failure(res: Response, json: unknown, auth: RequestOptions['auth'] = 'bearer'): ApiError {
  const msg = errorText(json, res.statusText || i18n.t('common:unknownError'));
  const errors = (json as { errors?: Record<string, string> } | undefined)?.errors;
  if (auth === 'bearer') {
    if (res.status === 401) {
      if (isTokenExpired(msg)) {
        clearSession(msg);
        appEvents.emit('auth-failed', { msg });
      } else {
        endSessionAndReload(msg);
      }
    } else if (res.status === 403) {
      // The built-in password must be changed, or two-factor turned on, first: not a denial, a step to take.
      if (passwordChangeTexts.has(msg)) appEvents.emit('password-change-required', { msg });
      else if (twoFactorRequiredTexts.has(msg)) appEvents.emit('two-factor-required', { msg });
      else if (!decisionRefusedTexts.has(msg)) appEvents.emit('access-denied', { msg });
    }
  }
  return new ApiError(res.status, msg, errors, json, Number(res.headers.get('retry-after')) || 0);
}

/**
 * Calls the API and returns the parsed JSON body. Rejects with `ApiError` for a failed answer
 * (`success: false` or an HTTP error). Session rules live here and nowhere else:
 * - 401 on a bearer call: "Token has expired" clears the session and goes to /login; any other 401 clears
 *   the session and reloads the page (the guard then shows the login page);
 * - 403 on a bearer call: red "access denied" snackbar and /login (a four-eyes refusal is only the call's error).
 *
 * @example
 * const res = await apiRequest<Envelope<Dashboard>>('/backoffice/console/dashboard');
 * const me = await apiRequest<Envelope<Me>>('/getme', { signal });
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  const json = await readJson(res);
  const failed = !res.ok || (json && typeof json === 'object' && (json as { success?: unknown }).success === false);
  if (!failed) return json as T;
  throw failure(res, json, opts.auth);
}

/**
 * Calls an endpoint that answers with a file (a CSV export, a private photo) rather than the JSON envelope: its
 * body as a Blob and the file name the server gave. Failures come as JSON, with the same `ApiError` and session
 * rules as `apiRequest`.
 *
 * @example
 * const { blob } = await apiFile(`/irmacapital/photo/${id}`, { host: 'second', signal });
 */
export async function apiFile(
  path: string,
  opts: RequestOptions & { onProgress?: (bytes: number) => void } = {},
): Promise<{ blob: Blob; filename: string | undefined }> {
  const res = await send(path, { ...opts, headers: { Accept: '*/*', ...opts.headers } });
  if (!res.ok) throw failure(res, await readJson(res), opts.auth);
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  if (!opts.onProgress || !res.body) return { blob: await res.blob(), filename };
  // Read chunk by chunk to tell the bytes received (a list's file has no length known in advance).
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = res.body.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    chunks.push(r.value);
    bytes += r.value.byteLength;
    opts.onProgress(bytes);
  }
  return { blob: new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? '' }), filename };
}

/** Shortcuts that return the envelope. */
export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<Envelope<T>>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<Envelope<T>>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<Envelope<T>>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<Envelope<T>>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<Envelope<T>>(path, { ...opts, method: 'DELETE' }),
};

/** The text to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.msg;
  if (err instanceof Error) return err.message;
  return String(err);
}
