import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activateBody,
  can,
  changePasswordBody,
  emailOnlyBody,
  isAdmin,
  loginBody,
  meSchema,
  oauthTokenBody,
  PERMISSIONS,
  ROLE_ADMIN,
  ROLE_USER,
  registerBody,
  resetPasswordBody,
  setPasswordForm,
  specRoleOf,
} from './auth.js';
import { isMessageKey } from './messages.js';

/** The first message per field, as the server's error handler and the web's resolver show them. */
function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = issue.path.join('.') || '_';
    // Every message a form can show is a key of the catalogue (translated on both sides).
    expect(isMessageKey(issue.message), `${field}: ${issue.message}`).toBe(true);
    out[field] ??= issue.message;
  }
  return out;
}

describe('loginBody (SPEC §5)', () => {
  it('accepts an e-mail and password, lower-casing and trimming the e-mail', () => {
    expect(loginBody.parse({ email: '  Budi@Example.COM ', password: 'x' })).toEqual({ email: 'budi@example.com', password: 'x' });
  });

  it('says "E-mail is required", "E-mail must be valid", "Password is required"', () => {
    expect(problems(loginBody, { email: '', password: 'x' })).toEqual({ email: 'emailRequired' });
    expect(problems(loginBody, { email: '   ', password: 'x' })).toEqual({ email: 'emailRequired' });
    expect(problems(loginBody, { password: 'x' })).toEqual({ email: 'emailRequired' });
    for (const bad of ['budi', 'budi@', '@example.com', 'budi@example', 'bu di@example.com', 'a@b@c.com'])
      expect(problems(loginBody, { email: bad, password: 'x' }), bad).toEqual({ email: 'emailInvalid' });
    expect(problems(loginBody, { email: 'a@b.co', password: '' })).toEqual({ password: 'passwordRequired' });
    expect(problems(loginBody, { email: 'a@b.co' })).toEqual({ password: 'passwordRequired' });
    expect(problems(loginBody, {})).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });

  it('bounds lengths', () => {
    expect(problems(loginBody, { email: `${'a'.repeat(250)}@b.co`, password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(problems(loginBody, { email: 'a@b.co', password: 'x'.repeat(201) })).toEqual({ password: 'invalidValue' });
  });

  it('drops unknown fields', () => {
    expect(loginBody.parse({ email: 'a@b.co', password: 'x', role: ROLE_ADMIN })).toEqual({ email: 'a@b.co', password: 'x' });
  });
});

describe('registerBody (SPEC §5)', () => {
  const good = {
    name: 'Toko Maju',
    email: 'Owner@Example.com',
    phone: '+62 812-3456-7890',
    password: 'rahasia-1',
    confmpassword: 'rahasia-1',
  };

  it('accepts a complete registration and drops unknown fields', () => {
    expect(registerBody.parse({ ...good, role: ROLE_ADMIN, status: 'active' })).toEqual({ ...good, email: 'owner@example.com' });
  });

  it('says "Please fill" for every missing field', () => {
    expect(problems(registerBody, {})).toEqual({
      name: 'pleaseFill',
      email: 'pleaseFill',
      phone: 'pleaseFill',
      password: 'pleaseFill',
      confmpassword: 'pleaseFill',
    });
    for (const field of Object.keys(good)) {
      expect(problems(registerBody, { ...good, [field]: '' })[field], field).toBe('pleaseFill');
    }
    expect(problems(registerBody, { ...good, phone: '' })).toEqual({ phone: 'pleaseFill' });
    expect(problems(registerBody, { ...good, name: '   ' })).toEqual({ name: 'pleaseFill' });
  });

  it('checks the password rules, e-mail and phone', () => {
    expect(problems(registerBody, { ...good, password: 'short12', confmpassword: 'short12' })).toEqual({ password: 'passwordMin8' });
    expect(problems(registerBody, { ...good, confmpassword: 'rahasia-2' })).toEqual({ confmpassword: 'passwordsMismatch' });
    expect(problems(registerBody, { ...good, email: 'owner' })).toEqual({ email: 'emailInvalid' });
    expect(problems(registerBody, { ...good, phone: 'call me' })).toEqual({ phone: 'phoneInvalid' });
    expect(problems(registerBody, { ...good, phone: '12345' })).toEqual({ phone: 'phoneInvalid' });
    expect(problems(registerBody, { ...good, name: 'N'.repeat(51) })).toEqual({ name: 'invalidValue' });
    expect(problems(registerBody, { ...good, name: 'N'.repeat(50) })).toEqual({});
  });
});

describe('changePasswordBody (SPEC §5: required, at least 8, confirm equals new)', () => {
  const good = { password: 'old-pass', newpassword: 'new-pass-1', confpassword: 'new-pass-1' };

  it('accepts a valid change', () => {
    expect(changePasswordBody.parse(good)).toEqual(good);
    expect(problems(changePasswordBody, { ...good, newpassword: '12345678', confpassword: '12345678' })).toEqual({});
  });

  it('says "Field is required" for each missing field', () => {
    expect(problems(changePasswordBody, {})).toEqual({
      password: 'fieldRequired',
      newpassword: 'fieldRequired',
      confpassword: 'fieldRequired',
    });
    expect(problems(changePasswordBody, { ...good, password: '' })).toEqual({ password: 'fieldRequired' });
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(problems(changePasswordBody, { ...good, newpassword: '1234567', confpassword: '1234567' })).toEqual({
      newpassword: 'passwordMin8',
    });
    expect(problems(changePasswordBody, { ...good, confpassword: 'new-pass-2' })).toEqual({ confpassword: 'passwordConfirmMismatch' });
  });
});

describe('set password: resetPasswordBody and setPasswordForm (SPEC §5: required, at least 4)', () => {
  it('accepts 4 characters', () => {
    expect(problems(resetPasswordBody, { token: 't', password: 'abcd', passwordconf: 'abcd' })).toEqual({});
    expect(problems(setPasswordForm, { password: 'abcd', passwordconf: 'abcd' })).toEqual({});
  });

  it('says "Field is required" and "password minimum 4 characters"', () => {
    expect(problems(setPasswordForm, {})).toEqual({ password: 'fieldRequired', passwordconf: 'fieldRequired' });
    expect(problems(setPasswordForm, { password: '', passwordconf: 'abcd' })).toEqual({ password: 'fieldRequired' });
    expect(problems(setPasswordForm, { password: 'abc', passwordconf: 'abc' })).toEqual({
      password: 'passwordMin4',
      passwordconf: 'passwordMin4',
    });
    expect(problems(resetPasswordBody, { token: 't', password: 'abc', passwordconf: 'abcd' })).toEqual({ password: 'passwordMin4' });
  });

  it('does not check that the two match on the form (SPEC: match not checked client-side)', () => {
    expect(problems(setPasswordForm, { password: 'abcd', passwordconf: 'efgh' })).toEqual({});
  });

  it('needs a token, answered as an invalid link', () => {
    expect(problems(resetPasswordBody, { password: 'abcd', passwordconf: 'abcd' })).toEqual({ token: 'resetInvalid' });
    expect(problems(resetPasswordBody, { token: '', password: 'abcd', passwordconf: 'abcd' })).toEqual({ token: 'resetInvalid' });
    expect(problems(activateBody, { token: '' })).toEqual({ token: 'activationInvalid' });
    expect(problems(activateBody, { token: 'x'.repeat(201) })).toEqual({ token: 'activationInvalid' });
    expect(problems(activateBody, { token: 'abc' })).toEqual({});
  });
});

describe('emailOnlyBody and oauthTokenBody', () => {
  it('validate the e-mail and the grant form', () => {
    expect(problems(emailOnlyBody, { email: '' })).toEqual({ email: 'emailRequired' });
    expect(emailOnlyBody.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
    expect(oauthTokenBody.parse({ grant_type: 'password', username: 'a@b.co', password: 'x', scope: 'all' })).toEqual({
      grant_type: 'password',
      username: 'a@b.co',
      password: 'x',
    });
  });
});

describe('meSchema and isAdmin (SPEC §3, §4)', () => {
  const me = {
    id: 1,
    info: 'Regular',
    masaaktif: null,
    namaserver: 'Pulsa Nusantara',
    username: 'Budi',
    serverid: 'PULSANUSA',
    menu: ['home'],
    email: 'budi@example.com',
    phone: '0812',
    roles: [{ name: ROLE_USER }],
    role: 'finance' as const,
    permissions: ['account.self' as const, 'wallet.read' as const],
    mustChangePassword: false,
    twofactor: false,
    require2fa: false,
    mustEnrol2fa: false,
  };

  it('describes the getme answer, with the team role and its permissions (DESIGN §10)', () => {
    expect(meSchema.parse(me)).toEqual(me);
    const { roles: _roles, ...withoutRoles } = me;
    expect(meSchema.safeParse(withoutRoles).success).toBe(false);
    expect(meSchema.safeParse({ ...me, role: 'superuser' }).success).toBe(false);
    expect(meSchema.safeParse({ ...me, permissions: ['everything'] }).success).toBe(false);
  });

  it('gives each role its permissions: owners all of a server, platform roles split the administrator', () => {
    expect(can('owner', 'staff.manage')).toBe(true);
    expect(can('owner', 'approvals.money')).toBe(false);
    expect(can('finance', 'wallet.cashout')).toBe(true);
    expect(can('finance', 'content.write')).toBe(false);
    expect(can('viewer', 'content.read')).toBe(true);
    expect(can('viewer', 'content.write')).toBe(false);
    expect(can('approver', 'approvals.money')).toBe(true);
    expect(can('approver', 'servers.status')).toBe(false);
    expect(can('platform_support', 'servers.status')).toBe(true);
    expect(can('platform_support', 'servers.manage')).toBe(false);
    expect(PERMISSIONS.every((p) => can('admin', p))).toBe(true);
    expect(can('ROLE_ADMIN', 'platform.read')).toBe(false);
    expect(specRoleOf('approver')).toBe(ROLE_ADMIN);
    expect(specRoleOf('owner')).toBe(ROLE_USER);
  });

  it('is administrator when any role is ROLE_ADMIN', () => {
    expect(isAdmin(me)).toBe(false);
    expect(isAdmin({ roles: [{ name: ROLE_USER }, { name: ROLE_ADMIN }] })).toBe(true);
    expect(isAdmin({ roles: [] })).toBe(false);
    expect(isAdmin({ roles: [{ name: 'role_admin' }] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
