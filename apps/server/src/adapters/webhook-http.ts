import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A receiver that has not answered within this long is given up on for this attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT = 500;

/** Whether an address is on the public internet (not private, loopback, link-local, multicast, reserved…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

export class BlockedDestination extends Error {}

/**
 * The rules of a webhook destination (DESIGN §13): https, and a host whose addresses are all public, unless the
 * host is listed in WEBHOOK_ALLOW_HOSTS. A name that does not resolve yet passes here; delivery checks again.
 */
export async function checkDestination(url: string, allowHosts: readonly string[]): Promise<boolean> {
  if (!URL.canParse(url)) return false;
  const u = new URL(url);
  const host = hostOf(u);
  if (allowHosts.includes(host)) return u.protocol === 'https:' || u.protocol === 'http:';
  if (u.protocol !== 'https:' || u.username || u.password) return false;
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  const addresses = await new Promise<string[]>((resolve) =>
    dnsLookup(host, { all: true }, (err, list) => resolve(err ? [] : list.map((a) => a.address))),
  );
  return addresses.every(isPublicAddress);
}

/** The URL's host, lower-case, without the brackets of an IPv6 literal. */
const hostOf = (u: URL) => u.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves a host for the connection itself and refuses it when any address is not public: the address checked
 * is the one connected to, so a DNS answer that changes between the check and the connection cannot slip through.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, list) => {
    if (err) return callback(err, '', 0);
    const blocked = list.find((a) => !isPublicAddress(a.address));
    if (blocked || !list.length) return callback(new BlockedDestination(`blocked destination ${blocked?.address ?? hostname}`), '', 0);
    if (options.all) return callback(null, list as never, 0);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface PostResult {
  /** The receiver's status; null when none came (refused, timed out, blocked). */
  status: number | null;
  /** The start of the answer's body, or what went wrong. */
  response: string;
  ms: number;
}

/** POSTs a JSON body to a webhook destination once: no redirects followed, at most WEBHOOK_TIMEOUT_MS. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowHosts: readonly string[],
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostResult> {
  const started = Date.now();
  const done = (status: number | null, response: string): PostResult => ({ status, response, ms: Date.now() - started });
  if (!URL.canParse(url)) return done(null, 'not a URL');
  const u = new URL(url);
  const host = hostOf(u);
  const allowed = allowHosts.includes(host);
  if (!allowed && (u.protocol !== 'https:' || (ipaddr.isValid(host) && !isPublicAddress(host)))) {
    return done(null, `blocked destination ${host}`);
  }
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    const req = client.request(
      u,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: allowed ? undefined : publicLookup,
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < EXCERPT) text += chunk;
        });
        res.on('end', () => resolve(done(res.statusCode ?? null, text.slice(0, EXCERPT))));
        res.on('error', (err) => resolve(done(res.statusCode ?? null, String(err.message).slice(0, EXCERPT))));
      },
    );
    req.on('error', (err) => {
      const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError';
      resolve(done(null, timedOut ? `no answer within ${timeoutMs / 1000} s` : String(err.message).slice(0, EXCERPT)));
    });
    req.end(body);
  });
}
