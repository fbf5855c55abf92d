/** What a secret in a recorded URL is replaced by. */
export const REDACTED = '[REDACTED]';

/**
 * The console's pages whose last path segment is a one-time link token (apps/web/src/app/router.tsx: reset,
 * activation, invitation, e-mail confirmation). The server answers them with the SPA, so they reach the access log.
 * React Router matches paths case-insensitively, so this does too.
 */
const TOKEN_PAGE = /^(\/+(?:resetpass|activate|invite|confirm-email)\/)[^/?#]+/i;
/** The API read of an invitation (`GET /api/invite/{token}`): its token; `POST /api/invite/accept` stays as it is. */
const TOKEN_ROUTE = /^(\/+api\/+invite\/)(?!accept(?:[/?#]|$))[^/?#]+/i;

/** Query parameters that carry a credential: tokens, keys, secrets, passwords, codes and signatures. */
const SECRET_PARAM =
  /^(?:access_token|refresh_token|id_token|token|code|key|apikey|api_key|app_key|appkey|server_key|serverkey|secret|client_secret|password|passwd|pass|otp|sig|signature|challenge|jwt|auth|authorization)$|(?:token|secret|password|_key)$/i;

function isSecretParam(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the name as written
  }
  return SECRET_PARAM.test(name.trim());
}

/**
 * A request URL as it may be recorded (access log, error logs): the link token of a token page and the value of
 * every credential-like query parameter become `[REDACTED]`; everything else stays byte for byte, so the line still
 * says which page or route was asked for.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(TOKEN_PAGE, `$1${REDACTED}`).replace(TOKEN_ROUTE, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return eq >= 0 && isSecretParam(name) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${path}?${query}`;
}
