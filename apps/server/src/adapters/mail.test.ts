import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The one mail sent while its request waits (the wallet OTP, DESIGN §12 keeps it synchronous): a temporary
// refusal is tried again before the answer, a permanent one is not.
describe('a mail sent within its request', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => app.smtp.refuseNext(0));

  const requestOtp = (t: { headers: Record<string, string> }) =>
    app.inject({ method: 'GET', url: '/api/wallet/otp?detail=cash_out', headers: t.headers });
  const mailsTo = (to: string) => app.smtp.mails.filter((m) => m.to.includes(to.toLowerCase()));
  const liveOtps = async (userId: number) =>
    (await app.ctx.db.selectFrom('otps').select('used_at').where('user_id', '=', userId).execute()).filter((r) => !r.used_at);

  it('an OTP mail refused once with 451 is delivered, once, and the request succeeds', async () => {
    const t = await createTenant(app);
    app.smtp.refuseNext(1);
    const res = await requestOtp(t);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    const code = await app.smtp.waitFor(t.email, /cashout wallet: (\d{6})/);
    expect(code).toMatch(/^\d{6}$/);
    expect(mailsTo(t.email)).toHaveLength(1);
    expect(await liveOtps(t.userId)).toHaveLength(1);
  });

  it('an OTP mail whose connection failed once is delivered and the request succeeds', async () => {
    const t = await createTenant(app);
    const send = app.ctx.mailer.send;
    let failures = 1;
    app.ctx.mailer.send = async (mail) => {
      if (failures-- > 0) throw Object.assign(new Error('read ECONNRESET'), { code: 'ESOCKET' });
      return send(mail);
    };
    try {
      const res = await requestOtp(t);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      app.ctx.mailer.send = send;
    }
    await app.smtp.waitFor(t.email, /cashout wallet: (\d{6})/);
    expect(mailsTo(t.email)).toHaveLength(1);
  });

  it('an OTP mail rejected for good (550) is not tried again: "Otp gagal di kirim"', async () => {
    const t = await createTenant(app);
    t.headers['accept-language'] = 'id';
    app.smtp.refuseNext(1, 550);
    const res = await requestOtp(t);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, msg: 'Otp gagal di kirim' });
    expect(mailsTo(t.email)).toHaveLength(0);
    expect(await liveOtps(t.userId)).toHaveLength(0);
  });
});
