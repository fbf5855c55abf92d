import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.js';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers ok with the database in use', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'ok', data: { database: testDialect } });
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('health probes, request ids and the access log (DESIGN §12)', () => {
  const lines: { requestId?: string; msg?: string; url?: string; status?: number; req?: { url?: string } }[] = [];
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    app = await createTestApp({ LOG_LEVEL: 'info' }, { logger: { level: 'info', stream } });
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  it('answers live and ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ success: true, msg: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      success: true,
      msg: 'ok',
      data: { database: testDialect },
    });
  });

  it('gives every answer an X-Request-Id that names its access-log line', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await app.inject({ method: 'GET', url: '/api/getme' });
    const [ida, idb] = [a.headers['x-request-id'], b.headers['x-request-id']];
    expect(ida).toMatch(/^[0-9a-f-]{36}$/);
    expect(idb).not.toBe(ida);
    const line = lines.find((l) => l.requestId === idb && l.msg === 'request');
    expect(line).toMatchObject({ url: '/api/getme', status: 401 });
    expect(lines.filter((l) => l.requestId === idb && l.msg === 'request')).toHaveLength(1);
    // a client's own id is not taken without a trusted proxy
    const own = await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers['x-request-id']).not.toBe('abc-123');
  });

  it('logs no link token and no credential sent in a query string; the path stays readable (issue #42)', async () => {
    const secret = 'S3cr3tT0k3nV4lu3';
    const asked = [
      ['/resetpass/', '/resetpass/[REDACTED]'],
      ['/activate/', '/activate/[REDACTED]'],
      ['/invite/', '/invite/[REDACTED]'],
      ['/confirm-email/', '/confirm-email/[REDACTED]'],
      ['/api/getme?page=1&access_token=', '/api/getme?page=1&access_token=[REDACTED]'],
      ['/api/health/live?token=', '/api/health/live?token=[REDACTED]'],
      ['/api/nope?token=', '/api/nope?token=[REDACTED]'],
    ] as const;
    for (const [url, logged] of asked) {
      const res = await app.inject({ method: 'GET', url: `${url}${secret}` });
      const line = lines.find((l) => l.requestId === res.headers['x-request-id'] && l.msg === 'request');
      expect(line?.url, url).toBe(logged);
    }
    // Fastify's own lines that name their request (its error lines) go through the same redaction.
    app.log.error({ req: { method: 'GET', url: `/invite/${secret}?access_token=${secret}`, headers: {} } }, 'probe');
    expect(lines.find((l) => l.msg === 'probe')).toMatchObject({ req: { url: '/invite/[REDACTED]?access_token=[REDACTED]' } });
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it("takes a trusted proxy's id, unless it is not one", async () => {
    const given = await proxied.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const bad = await proxied.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'not ok!' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
