import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBasic, createTenant, login, type TestTenant } from '../../test/factories.js';
import { fundWallet, otpFor, verifiedAccount } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('staff: invitations, roles, disabling, removal (DESIGN §10)', () => {
  let app: TestApp;
  let owner: TestTenant;
  let other: TestTenant;
  const unique = () => `staff${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createTenant(app, { login: false });
    other = await createTenant(app, { login: false });
  });
  afterAll(() => app?.close());

  const call = (t: { headers: Record<string, string> }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: t.headers, ...(payload ? { payload } : {}) });
  const tokenOf = async (email: string) => (await app.smtp.waitFor(email, /\/invite\/(\S+)/)).trim();
  const accept = (token: string, name = 'Sari Keuangan', password = 'staff-pass-1') =>
    app.inject({ method: 'POST', url: '/api/invite/accept', headers: clientBasic, payload: { token, name, password } });

  /** Invites `email` as `role` into `t`'s server, accepts, and answers the member and their bearer headers. */
  async function member(t: TestTenant, role: string) {
    const email = unique();
    const res = await call(t, 'POST', '/api/backoffice/staff/invite', { email, role });
    expect(res.statusCode, res.body).toBe(200);
    expect((await accept(await tokenOf(email))).statusCode).toBe(200);
    const token = await login(app, email, 'staff-pass-1');
    return { id: res.json().data.id as number, email, headers: { authorization: `Bearer ${token}` } };
  }

  it('invites by e-mail; the link works once; the invitee signs in as themselves with their role', async () => {
    const email = unique();
    const res = await call(owner, 'POST', '/api/backoffice/staff/invite', { email: ` ${email.toUpperCase()} `, role: 'finance' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email, role: 'finance', status: 2, twofactor: false, lastLoginAt: null });
    const mail = await app.smtp.waitFor(email, /([\s\S]+)/);
    expect(mail).toContain(`${app.ctx.config.PUBLIC_URL}/invite/`);

    // not before accepting
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password: 'staff-pass-1' } })).statusCode,
    ).not.toBe(200);
    const token = await tokenOf(email);
    expect((await accept(token)).json()).toMatchObject({ success: true });
    expect((await accept(token)).statusCode).toBe(400);

    const bearer = await login(app, email, 'staff-pass-1');
    const me = await app.inject({ method: 'GET', url: '/api/getme', headers: { authorization: `Bearer ${bearer}` } });
    expect(me.json().data).toMatchObject({ email, username: 'Sari Keuangan', role: 'finance', roles: [{ name: 'ROLE_USER' }] });
    expect(me.json().data.permissions).toContain('wallet.cashout');
    expect(me.json().data.permissions).not.toContain('content.write');

    const list = (await call(owner, 'GET', '/api/backoffice/staff?search=keuangan')).json().data;
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).toMatchObject({ email, status: 1, role: 'finance' });
    expect(list.content[0].lastLoginAt).not.toBeNull();
  });

  it('refuses a taken e-mail, a role of the platform, a bad address; nothing is written', async () => {
    const before = (await call(owner, 'GET', '/api/backoffice/staff')).json().data.totalElements;
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email: other.email, role: 'viewer' })).statusCode).toBe(409);
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email: unique(), role: 'admin' })).statusCode).toBe(422);
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email: unique(), role: 'boss' })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email: 'not-an-email', role: 'viewer' })).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/backoffice/staff')).json().data.totalElements).toBe(before);
  });

  it('the invitation mail names the role in words, in each of its languages, and who sends it', async () => {
    const email = unique();
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email, role: 'content' })).statusCode).toBe(200);
    const mail = await app.smtp.waitFor(email, /([\s\S]+)/);
    expect(mail).toContain(
      `Operator ${owner.serverCode} (${owner.email}) mengundang anda ke tim server ${owner.serverCode} di Konsol sebagai Konten.`,
    );
    expect(mail).toContain(`invites you to the team of server ${owner.serverCode} on Konsol as Content.`);
    expect(mail).not.toMatch(/sebagai content|as content/);
  });

  it('reads an invitation by its link without using it up: server, role, inviter, expiry; 404 once it does not work', async () => {
    const read = (token: string, headers: Record<string, string> = clientBasic) =>
      app.inject({ method: 'GET', url: `/api/invite/${encodeURIComponent(token)}`, headers });
    const email = unique();
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email, role: 'support' })).statusCode).toBe(200);
    const token = await tokenOf(email);

    // the client credential, as accepting needs
    expect((await read(token, {})).statusCode).toBe(401);
    expect((await read(token, owner.headers)).statusCode).toBe(401);

    const res = await read(token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view).toEqual({
      serverId: owner.serverCode,
      serverName: `Server ${owner.serverCode}`,
      role: 'support',
      inviter: `Operator ${owner.serverCode}`,
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(view.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // read twice, then still accepted once
    expect((await read(token)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(200);

    const gone = await read(token, { ...clientBasic, 'accept-language': 'en' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, msg: 'The invitation link is invalid, used or expired' });
    expect((await read('not-a-token')).statusCode).toBe(404);

    // expired, and one whose member was removed before accepting
    const late = unique();
    const invited = (await call(owner, 'POST', '/api/backoffice/staff/invite', { email: late, role: 'viewer' })).json().data;
    const lateToken = await tokenOf(late);
    await app.ctx.db.updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', invited.id).execute();
    expect((await read(lateToken)).statusCode).toBe(404);
    const removed = unique();
    const gone2 = (await call(owner, 'POST', '/api/backoffice/staff/invite', { email: removed, role: 'viewer' })).json().data;
    const removedToken = await tokenOf(removed);
    expect((await call(owner, 'DELETE', `/api/backoffice/staff/${gone2.id}`)).statusCode).toBe(200);
    expect((await read(removedToken)).statusCode).toBe(404);
  });

  it('a role change takes effect on the next request; disabling ends the sessions at once', async () => {
    const m = await member(owner, 'content');
    expect((await call(m, 'GET', '/api/backoffice/menu')).statusCode).toBe(200);
    expect((await call(m, 'GET', '/api/wallet')).statusCode).toBe(403);

    expect((await call(owner, 'PATCH', `/api/backoffice/staff/${m.id}`, { role: 'finance' })).json().data.role).toBe('finance');
    expect((await call(m, 'GET', '/api/wallet')).statusCode).toBe(200);
    expect((await call(m, 'GET', '/api/backoffice/menu')).statusCode).toBe(403);
    // in the member's language (Indonesian: they never signed in with an English console)
    await app.smtp.waitFor(m.email, /(Peran anda di Konsol sekarang Keuangan\.)/);

    expect((await call(owner, 'PATCH', `/api/backoffice/staff/${m.id}`, { status: 0 })).json().data.status).toBe(0);
    expect((await call(m, 'GET', '/api/wallet')).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: m.email, password: 'staff-pass-1' } }))
        .statusCode,
    ).toBe(403);

    expect((await call(owner, 'PATCH', `/api/backoffice/staff/${m.id}`, { status: 1 })).json().data.status).toBe(1);
    expect(await login(app, m.email, 'staff-pass-1')).toBeTruthy();
  });

  it('removing ends the sessions and leaves the list; the same e-mail can be invited again', async () => {
    const m = await member(owner, 'support');
    expect((await call(owner, 'DELETE', `/api/backoffice/staff/${m.id}`)).statusCode).toBe(200);
    expect((await call(m, 'GET', '/api/reseller')).statusCode).toBe(401);
    const list = (await call(owner, 'GET', '/api/backoffice/staff?size=100')).json().data.content;
    expect(list.map((r: { id: number }) => r.id)).not.toContain(m.id);
    const again = await call(owner, 'POST', '/api/backoffice/staff/invite', { email: m.email, role: 'viewer' });
    expect(again.json().data).toMatchObject({ id: m.id, status: 2, role: 'viewer' });
  });

  it('the last active owner can be neither removed, disabled nor demoted; with a second owner they can', async () => {
    const self = (await call(owner, 'GET', '/api/backoffice/staff?size=100'))
      .json()
      .data.content.find((r: { email: string }) => r.email === owner.email);
    expect((await call(owner, 'DELETE', `/api/backoffice/staff/${self.id}`)).statusCode).toBe(409);
    expect((await call(owner, 'PATCH', `/api/backoffice/staff/${self.id}`, { status: 0 })).statusCode).toBe(409);
    expect((await call(owner, 'PATCH', `/api/backoffice/staff/${self.id}`, { role: 'viewer' })).statusCode).toBe(409);

    const second = await member(owner, 'owner');
    expect((await call(second, 'PATCH', `/api/backoffice/staff/${self.id}`, { role: 'viewer' })).json().data.role).toBe('viewer');
    expect((await call(second, 'PATCH', `/api/backoffice/staff/${self.id}`, { role: 'owner' })).json().data.role).toBe('owner');
  });

  it("the owner's audit trail names the person: a finance member's cash-out, filtered by them; no other server's", async () => {
    const m = await member(owner, 'finance');
    await fundWallet(app, owner, 200_000);
    const account = await verifiedAccount(app, owner, '9876543210');
    const otp = await otpFor(app, { serverPk: owner.serverPk, userId: m.id }, 'cash_out');
    const out = await call(m, 'POST', '/api/wallet/cashout', { id: account, amount: 50_000, otp });
    expect(out.statusCode, out.body).toBe(200);

    const trail = (await call(owner, 'GET', `/api/backoffice/audit?user=${m.id}`)).json().data;
    expect(trail.content[0]).toMatchObject({ action: 'wallet.cashout', actor: m.email, actor_user_id: m.id, server_id: owner.serverPk });
    expect(trail.content[0].after).toMatchObject({ amount: 50_000 });
    expect(trail.content.every((e: { actor_user_id: number }) => e.actor_user_id === m.id)).toBe(true);
    const all = (await call(owner, 'GET', '/api/backoffice/audit?size=100')).json().data.content;
    expect(all.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['wallet.cashout', 'staff.invite']));
    expect(all.every((e: { server_id: number }) => e.server_id === owner.serverPk)).toBe(true);
    expect((await call(other, 'GET', `/api/backoffice/audit?user=${m.id}`)).json().data.totalElements).toBe(0);
    expect((await call(m, 'GET', '/api/backoffice/audit')).statusCode).toBe(403);
  });

  it("an owner never sees or changes another server's staff", async () => {
    const m = await member(other, 'viewer');
    const mine = (await call(owner, 'GET', '/api/backoffice/staff?size=100')).json().data.content;
    expect(mine.map((r: { email: string }) => r.email)).not.toContain(m.email);
    expect((await call(owner, 'PATCH', `/api/backoffice/staff/${m.id}`, { status: 0 })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/backoffice/staff/${m.id}`)).statusCode).toBe(404);
    expect((await call(m, 'GET', '/api/wallet')).statusCode).toBe(200);
  });

  it('staff other than owners cannot manage the team', async () => {
    const m = await member(owner, 'viewer');
    expect((await call(m, 'GET', '/api/backoffice/staff')).statusCode).toBe(403);
    expect((await call(m, 'POST', '/api/backoffice/staff/invite', { email: unique(), role: 'owner' })).statusCode).toBe(403);
  });

  it('the platform invites platform roles only; every role is listed with its permissions', async () => {
    const admin = await createTenant(app, { role: 'admin', login: false });
    expect((await call(admin, 'POST', '/api/backoffice/staff/invite', { email: unique(), role: 'owner' })).statusCode).toBe(422);
    const approver = await member(admin, 'approver');
    expect((await call(approver, 'GET', '/api/admin/approvals')).statusCode).toBe(200);
    expect((await call(approver, 'GET', '/api/admin/mitra')).statusCode).toBe(200);
    expect((await call(approver, 'PATCH', '/api/admin/mitra/999999', { status: 0 })).statusCode).toBe(403);
    const roles = (await call(approver, 'GET', '/api/roles')).json().data;
    expect(roles.find((r: { name: string }) => r.name === 'approver').permissions).toContain('approvals.money');
    expect(roles).toHaveLength(8);
  });
});
