import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('GET /metrics (DESIGN §12)', () => {
  const TOKEN = 'metrics-token-0123456789';
  let app: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
    off = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
    await off?.close();
  });
  const scrape = (token?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers only a bearer of METRICS_TOKEN, and not at all without one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('wrong-token-0123456789')).statusCode).toBe(401);
    expect((await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('shows request durations by route and status, sign-ins, jobs and the process', async () => {
    const t = await createTenant(app);
    await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: t.email, password: 'not-it' } });
    await app.inject({ method: 'GET', url: '/api/wallet', headers: t.headers });
    await app.ctx.mail.enqueue({ to: 'metrics@example.com', subject: 'Hi', text: 'Hi', purpose: 'metrics-test' });
    await app.ctx.mail.drain();
    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/konsol_http_request_duration_seconds_count\{method="GET",route="\/api\/wallet",status="200"\} 1/);
    expect(text).toMatch(/konsol_logins_total\{outcome="ok"\} \d+/);
    expect(text).toMatch(/konsol_logins_total\{outcome="failed"\} 1/);
    expect(text).toMatch(/konsol_job_runs_total\{kind="mail",outcome="done"\} \d+/);
    expect(text).toContain('konsol_jobs_oldest_age_seconds');
    expect(text).toContain('konsol_process_cpu_seconds_total');
  });
});
