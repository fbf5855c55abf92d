import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBasic, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// What identity calls answer when something goes wrong: a broken database gives a bare 500 (no stack, no SQL);
// malformed requests give a clean 4xx in the envelope.

const leaks = /sessions|select|insert|update|relation|no such table|sqlite|postgres|kysely|\bat \S+ \(|\.ts:\d+|\.js:\d+|stack|Error:/i;

describe('a 500 on the identity calls', () => {
  let app: TestApp;
  let t: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    t = await createTenant(app);
    // Break the database under the running app: every call that touches sessions now fails in SQL.
    await sql`drop table sessions`.execute(app.ctx.db);
  });
  afterAll(() => app?.close());

  it('login answers 500 "Internal server error" with nothing else', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: t.email, password: t.password } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: 'Internal server error' });
    expect(res.body).not.toMatch(leaks);
  });

  it('an authenticated call answers 500 the same way, in Indonesian when asked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getme', headers: { ...t.headers, 'accept-language': 'id' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: 'Terjadi kesalahan pada server' });
    expect(res.body).not.toMatch(leaks);
  });

  it('the OAuth token call answers 500 without internals', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientBasic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: t.email, password: t.password }).toString(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: 'Internal server error' });
  });
});

describe('malformed requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('invalid JSON is a 400 without parser details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: 'Bad request' });
    expect(res.body).not.toMatch(/JSON|position|Unexpected/i);
  });

  it('a JSON body that is not an object is a 400 in the envelope', async () => {
    for (const payload of ['[1,2]', '"text"', 'null', '42']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().msg).toBe('string');
    }
  });

  it('an unsupported content type is a 415 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, msg: 'Unsupported media type' });
  });

  it('a body over the limit is a 413 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, msg: 'Payload too large' });
  });

  it('an over-long password is refused before hashing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'a@b.co', password: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { password: 'Invalid value' } });
  });

  it('an unknown API route is a 404 in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: 'Route not found' });
  });

  it('a wrong method on a known path is a 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/authenticate' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
