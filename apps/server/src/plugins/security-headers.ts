import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers of every answer (DESIGN §7): CSP without inline script, no framing, nosniff, referrer policy. */
export const helmetOptions: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
      // tutorial videos may be https files (platform settings); media cannot run script
      mediaSrc: ["'self'", 'https:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes with these options, worked out once. None of them depends on the request (no CSP
 * nonces), so a request only copies them: @fastify/helmet built the whole helmet middleware again for every
 * request (parsing the CSP directives each time), a large part of the cost of a small answer (issue #7).
 */
export function securityHeaders(options: Readonly<HelmetOptions> = helmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
    getHeader: (name: string) => headers.get(name),
  };
  let failed: unknown;
  // helmet's middleware is synchronous: it sets every header and calls next before returning.
  helmet(options as HelmetOptions)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return Object.freeze([...headers].map(([k, v]) => Object.freeze([k, v] as const)));
}

/** The page's headers an API answer keeps as they are: same-origin reads only, the referrer policy, HSTS, nosniff. */
const KEPT_FOR_API = new Set(['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options']);

/**
 * The headers of an API answer (JSON, a CSV or photo download): never a document a browser runs or frames, so it
 * carries the short set the OWASP REST cheat sheet gives an API instead of the console page's: a CSP that allows
 * nothing (stricter than the page's) and no framing, with the page's own values for the headers both share.
 * About 250 bytes instead of about 1,000 on every answer (issue #7: the page's set alone cut a hello world's
 * throughput by a third on this machine).
 * `Cache-Control: no-store` too (ASVS V14.3.2): an answer may carry a session token, a 2FA key, recovery codes or a
 * signing secret, and no browser or proxy cache may keep it; a route whose answer may be kept says so itself
 * (the public app config, the location lists).
 */
export const apiSecurityHeaders: ReadonlyArray<readonly [string, string]> = Object.freeze([
  Object.freeze(['content-security-policy', "default-src 'none'; frame-ancestors 'none'"] as const),
  Object.freeze(['x-frame-options', 'DENY'] as const),
  Object.freeze(['cache-control', 'no-store'] as const),
  ...securityHeaders().filter(([name]) => KEPT_FOR_API.has(name.toLowerCase())),
]);

/** Whether a request URL is the API's own (not its HTML documentation, which is a page like the console's). */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Sets the security headers on every answer, first thing in the request, on the raw response as helmet did, so
 * they stand whatever replies (errors, static files, the web app); a route may still override one (uploads carry
 * their own CSP). API answers get the API's set, everything else (the console, its files, uploads, the API
 * documentation) the page's.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const page = securityHeaders();
    app.addHook('onRequest', (req, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of isApiUrl(req.url) ? apiSecurityHeaders : page) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'konsol-security-headers' },
);
