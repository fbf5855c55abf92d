import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../factories.js';
import { multipartBody, png } from '../images.js';
import { createTestApp, type TestApp, testDialect } from '../test-app.js';
import { fillPath, loadOps, opName, sample } from './openapi-ops.js';
import { table } from './world.js';

/**
 * Security headers on every response (DESIGN §7): every API route of the table (as anonymous, operator and
 * administrator), the static web app, the SPA fallback, uploads, the API docs and every kind of error answer.
 * CSP with no inline or eval'd script and a default source, nosniff, framing refused (frame-ancestors or
 * X-Frame-Options), a referrer policy.
 */

type Headers = Record<string, string | string[] | number | undefined>;

export function headerProblems(h: Headers): string[] {
  const problems: string[] = [];
  const csp = String(h['content-security-policy'] ?? '');
  if (!csp) problems.push('no CSP');
  else {
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map((d) => [d[0]?.toLowerCase() as string, d.slice(1)]),
    );
    const script = directives.get('script-src') ?? directives.get('default-src');
    if (!script) problems.push('CSP without script-src or default-src');
    else {
      if (script.includes("'unsafe-inline'")) problems.push("script-src 'unsafe-inline'");
      if (script.includes("'unsafe-eval'")) problems.push("script-src 'unsafe-eval'");
      if (script.some((s) => s === '*' || s === 'data:' || s === 'http:' || s === 'https:'))
        problems.push(`script-src ${script.join(' ')}`);
    }
    if (directives.get('object-src') && !directives.get('object-src')?.includes("'none'")) problems.push('object-src not none');
    const ancestors = directives.get('frame-ancestors');
    const xfo = String(h['x-frame-options'] ?? '').toUpperCase();
    if (!(ancestors && (ancestors.includes("'none'") || ancestors.includes("'self'"))) && !['DENY', 'SAMEORIGIN'].includes(xfo)) {
      problems.push('framing allowed (no frame-ancestors, no X-Frame-Options)');
    }
  }
  if (h['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  const referrer = String(h['referrer-policy'] ?? '');
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)(,|$)/.test(referrer))
    problems.push(`referrer-policy "${referrer}"`);
  if (h['x-powered-by']) problems.push('x-powered-by');
  return problems;
}

describe('security headers on every response', () => {
  let app: TestApp;
  let web: string;
  let op: TestTenant;
  let admin: TestTenant;
  let tried = 0;
  const bad: string[][] = [];

  async function probe(what: string, opts: InjectOptions) {
    const res = await app.inject(opts);
    tried++;
    for (const p of headerProblems(res.headers)) bad.push([what, String(res.statusCode), p]);
    return res;
  }

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'konsol-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(web, 'assets', 'index-abc123.css'), 'body{}');
    writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *');
    app = await createTestApp({ WEB_DIST: web });
    op = await createTenant(app);
    admin = await createAdmin(app);
  }, 120_000);
  afterAll(async () => {
    console.info(`[headers ${testDialect}] requests: ${tried}`);
    await app.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('on every API route, as anonymous, operator and administrator', async () => {
    const ops = await loadOps(app);
    for (const o of ops) {
      for (const [who, headers] of [
        ['anonymous', {}],
        ['operator', op.headers],
        ['administrator', admin.headers],
      ] as const) {
        if (o.path === '/api/auth/logout' || o.path.includes('changepass') || o.path.includes('gantipassword')) continue;
        const body = o.body?.contentTypes.includes('application/json') ? JSON.stringify(sample(o.body.schema)) : undefined;
        const res = await probe(`${who} ${opName(o)}`, {
          method: o.method,
          url: fillPath(o.path, { appcode: 'NOSUCH' }),
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          payload: body,
        });
        // no-store unless the route chose its caching itself (ASVS V14.3.2: an answer may carry a secret)
        if (!res.headers['cache-control']) bad.push([`${who} ${opName(o)}`, String(res.statusCode), 'no cache-control']);
      }
    }
    expect(bad, `missing or weak security headers:\n${table(bad.slice(0, 60), ['request', 'status', 'problem'])}`).toEqual([]);
  });

  it('on the web app, its SPA fallback, assets, uploads, docs and every kind of error', async () => {
    const form = multipartBody([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await png(8, 8) }]);
    const up = await probe('upload', {
      method: 'POST',
      url: '/api/media/upload?purpose=menu',
      headers: { ...op.headers, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(200);
    const requests: [string, InjectOptions][] = [
      ['index', { method: 'GET', url: '/' }],
      ['SPA fallback', { method: 'GET', url: '/backoffice/menu' }],
      ['SPA fallback deep', { method: 'GET', url: '/a/b/c?x=<script>' }],
      ['asset js', { method: 'GET', url: '/assets/index-abc123.js' }],
      ['asset css', { method: 'GET', url: '/assets/index-abc123.css' }],
      ['favicon svg', { method: 'GET', url: '/favicon.svg' }],
      ['robots', { method: 'GET', url: '/robots.txt' }],
      ['HEAD index', { method: 'HEAD', url: '/' }],
      ['uploaded image', { method: 'GET', url: up.json().imageurl }],
      ['missing upload', { method: 'GET', url: '/uploads/menu/0000.png' }],
      ['api docs', { method: 'GET', url: '/api/docs' }],
      ['api docs json', { method: 'GET', url: '/api/docs/json' }],
      ['unknown api route', { method: 'GET', url: '/api/nope' }],
      ['unknown method', { method: 'POST', url: '/robots.txt' }],
      ['OPTIONS', { method: 'OPTIONS', url: '/api/getme' }],
      [
        'bad JSON',
        { method: 'POST', url: '/api/auth/authenticate', headers: { 'content-type': 'application/json' }, payload: '{"email":' },
      ],
      ['validation error', { method: 'POST', url: '/api/auth/authenticate', payload: {} }],
      ['415', { method: 'POST', url: '/api/auth/authenticate', headers: { 'content-type': 'application/xml' }, payload: '<x/>' }],
      [
        '413',
        {
          method: 'POST',
          url: '/api/auth/authenticate',
          headers: { 'content-type': 'application/json' },
          payload: `{"email":"${'a'.repeat(1_100_000)}"}`,
        },
      ],
      ['401', { method: 'GET', url: '/api/getme' }],
      ['403', { method: 'GET', url: '/api/admin/audit', headers: op.headers }],
      ['404 foreign', { method: 'GET', url: '/api/backoffice/menu/999999', headers: op.headers }],
      ['URL with a NUL', { method: 'GET', url: '/api/backoffice/menu?search=%00', headers: op.headers }],
      ['malformed URL', { method: 'GET', url: '/api/backoffice/menu/%E0%A4%A' }],
      ['malformed URL on the web app', { method: 'GET', url: '/%E0%A4%A' }],
      ['over-long path parameter', { method: 'GET', url: `/api/backoffice/menu/${'9'.repeat(500)}` }],
    ];
    for (const [what, req] of requests) await probe(what, req);
    // 429 too.
    const t = await createTenant(app);
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const res = await probe('login attempts', {
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: t.email, password: `wrong-${i}` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
    // The console page itself has no inline script (the client credential comes in a meta tag).
    const index = await app.inject({ method: 'GET', url: '/backoffice/menu' });
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    // The page (and the API's HTML documentation) carries the console's CSP; an API answer the short set that
    // allows nothing at all.
    for (const url of ['/backoffice/menu', '/api/docs']) {
      const page = await app.inject({ method: 'GET', url });
      expect(String(page.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    for (const req of [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/backoffice/menu', headers: op.headers },
      { method: 'GET', url: '/api/getme' },
      { method: 'GET', url: '/api/backoffice/menu/%E0%A4%A' },
    ] as const) {
      const res = await app.inject(req);
      expect(res.headers['content-security-policy'], req.url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], req.url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], req.url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], req.url).toMatch(/^max-age=31536000/);
    }
    expect(bad, `missing or weak security headers:\n${table(bad, ['request', 'status', 'problem'])}`).toEqual([]);
  });

  it('recognises weak headers (the checker itself)', () => {
    expect(headerProblems({})).toEqual(['no CSP', 'no nosniff', 'referrer-policy ""']);
    expect(
      headerProblems({
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      }),
    ).toEqual(["script-src 'unsafe-inline'"]);
  });
});
