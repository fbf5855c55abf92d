import type { ProfileBody, SessionRow, TwoFactorDisableBody, TwoFactorSetup } from '@konsol/contract';
import { type Mail, mailIn } from '../../adapters/mail.js';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { BadRequest, Conflict, fieldError, isUniqueViolation, NotFound, Rule, Unauthorized } from '../../lib/errors.js';
import { addressKey } from '../../lib/net.js';
import { isoIn } from '../../lib/time.js';
import { newTotpKey, otpauthUrl, totpStep, twoFactorStore } from '../../lib/two-factor.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { accountRecords } from '../auth/auth.service.js';
import { accountRepository } from './account.repository.js';

const EMAIL_TTL = 24 * 3_600_000;

/**
 * What a user does to their own account (DESIGN §10): two-factor on and off, their signed-in devices, name and phone,
 * and a new e-mail address that takes effect from the link mailed to it.
 */
export function accountService(ctx: AppContext) {
  const repo = accountRepository(ctx.db);
  const accounts = accountRecords(ctx);
  const twoFactor = twoFactorStore(ctx.config.JWT_SECRET);

  async function userOf(auth: AuthInfo) {
    const user = await accounts.findUserById(auth.userId);
    if (!user) throw new Unauthorized();
    return user;
  }

  const twoFactorMail = (user: { email: string; name: string; lang: string }, on: boolean): Mail => {
    const profile = `${ctx.config.PUBLIC_URL}/profile`;
    return mailIn(user.lang, {
      to: user.email,
      purpose: on ? '2fa-on' : '2fa-off',
      id: {
        subject: on ? 'Verifikasi dua langkah Konsol anda aktif' : 'Verifikasi dua langkah Konsol anda dimatikan',
        text:
          `Halo ${user.name},\n\nVerifikasi dua langkah akun Konsol anda baru saja ${on ? 'diaktifkan' : 'dimatikan'}.\n` +
          `Jika bukan anda yang melakukannya, ganti password anda segera dan hubungi pemilik server anda: ${profile}\n`,
      },
      en: {
        subject: on ? 'Two-factor sign-in is on for your Konsol account' : 'Two-factor sign-in is off for your Konsol account',
        text:
          `Hello ${user.name},\n\nTwo-factor sign-in was just turned ${on ? 'on' : 'off'} for your Konsol account.\n` +
          `If it was not you, change your password at once and tell the owner of your server: ${profile}\n`,
      },
    });
  };

  const emailMail = (to: string, user: { name: string; lang: string }, token: string): Mail => {
    const link = `${ctx.config.PUBLIC_URL}/confirm-email/${token}`;
    return mailIn(user.lang, {
      to,
      purpose: 'email-change',
      id: {
        subject: 'Konfirmasi email baru akun Konsol anda',
        text: `Halo ${user.name},\n\nBuka link berikut untuk memakai alamat ini di akun Konsol anda:\n${link}\n\nLink berlaku 24 jam. Abaikan email ini jika anda tidak memintanya.\n`,
      },
      en: {
        subject: 'Confirm the new e-mail of your Konsol account',
        text: `Hello ${user.name},\n\nOpen this link to use this address for your Konsol account:\n${link}\n\nThe link works for 24 hours. Ignore this mail if you did not ask for it.\n`,
      },
    });
  };

  return {
    /** A new key, kept aside until a code confirms it (an earlier unconfirmed one is replaced). */
    async setup(auth: AuthInfo): Promise<TwoFactorSetup> {
      const user = await userOf(auth);
      if (user.totp_secret) throw new Conflict('twoFactorAlreadyOn');
      const key = newTotpKey();
      await repo.setPendingKey(user.id, twoFactor.seal(key));
      return { secret: key, otpauthUrl: otpauthUrl(key, user.email) };
    },

    /** Confirms the key with a code from the app: two-factor is on, and ten recovery codes are shown once. */
    async enable(auth: AuthInfo, code: string) {
      await ctx.limiter.hit([`2fa:enable:${auth.userId}`], { max: 10, windowSeconds: 15 * 60 });
      const user = await userOf(auth);
      if (user.totp_secret) throw new Conflict('twoFactorAlreadyOn');
      const pending = await repo.pendingKey(user.id);
      if (!pending) throw new Rule('twoFactorSetupFirst');
      const step = totpStep(twoFactor.open(pending), code);
      if (step === null) throw fieldError('code', 'twoFactorWrongCode');
      const recoveryCodes = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.enable(trx, user.id, pending, step))) throw new Conflict('twoFactorAlreadyOn');
        await audit(trx, auth, auth.ip, { action: 'account.2fa.enable', entity: 'user', entityId: user.id, serverId: auth.serverId });
        await ctx.mail.enqueue(twoFactorMail(user, true), trx);
        return twoFactor.issueRecoveryCodes(trx, user.id);
      });
      return { recoveryCodes };
    },

    /** Off, with the password and a code (or a recovery code); not while the team requires it. */
    async disable(auth: AuthInfo, body: TwoFactorDisableBody) {
      await ctx.limiter.hit([`2fa:disable:${auth.userId}`], { max: 10, windowSeconds: 15 * 60 });
      const user = await userOf(auth);
      if (!user.totp_secret) throw new Rule('twoFactorNotOn');
      if (user.require_2fa === 1) throw new Rule('twoFactorRequiredOff');
      if (!(await ctx.hasher.verify(user.password_hash, body.password))) throw fieldError('password', 'wrongPassword');
      if (!(await twoFactor.spend(ctx.db, user, body.code))) throw fieldError('code', 'twoFactorWrongCode');
      await ctx.db.transaction().execute(async (trx) => {
        await repo.disable(trx, user.id);
        await twoFactor.dropRecoveryCodes(trx, user.id);
        await audit(trx, auth, auth.ip, { action: 'account.2fa.disable', entity: 'user', entityId: user.id, serverId: auth.serverId });
        await ctx.mail.enqueue(twoFactorMail(user, false), trx);
      });
    },

    async sessions(auth: AuthInfo): Promise<SessionRow[]> {
      const rows = await repo.sessions(auth.userId);
      return rows.map((s) => ({
        id: s.id,
        current: s.id === auth.sessionId,
        userAgent: s.user_agent,
        ip: s.ip,
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at ?? s.created_at,
      }));
    },

    async endSession(auth: AuthInfo, id: string) {
      if (!(await repo.signOut(auth.userId, { id }))) throw new NotFound();
    },

    endOtherSessions: (auth: AuthInfo) => repo.signOut(auth.userId, { except: auth.sessionId }),

    async setProfile(auth: AuthInfo, body: ProfileBody) {
      const before = await userOf(auth);
      await ctx.db.transaction().execute(async (trx) => {
        await repo.setProfile(trx, auth.userId, body);
        await audit(trx, auth, auth.ip, {
          action: 'account.profile',
          entity: 'user',
          entityId: auth.userId,
          serverId: auth.serverId,
          before: { name: before.name, phone: before.phone },
          after: body,
        });
      });
      return body;
    },

    /** A link to the new address; the old one stays in force until it is opened. */
    async requestEmail(auth: AuthInfo, email: string) {
      await ctx.limiter.hit([`email:user:${auth.userId}`], { max: 5, windowSeconds: 60 * 60 });
      const user = await userOf(auth);
      if (email === user.email) throw fieldError('email', 'emailSame');
      if (await accounts.findUserByEmail(email)) throw fieldError('email', 'staffEmailTaken');
      const token = randomToken();
      await ctx.db.transaction().execute(async (trx) => {
        await repo.setPendingEmail(trx, user.id, email);
        await accounts.retireTokens(trx, user.id, 'email');
        await accounts.insertToken(trx, { user_id: user.id, purpose: 'email', token_hash: sha256(token), expires_at: isoIn(EMAIL_TTL) });
        await ctx.mail.enqueue(emailMail(email, user, token), trx);
      });
    },

    /** The link of the confirmation mail: the new address is the account's from now on. */
    async confirmEmail(token: string, ip: string) {
      await ctx.limiter.hit([`email:ip:${addressKey(ip)}`], { max: 20, windowSeconds: 15 * 60 });
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          const userId = await accounts.consumeToken(trx, 'email', sha256(token));
          const changed = userId ? await repo.confirmEmail(trx, userId) : undefined;
          if (!userId || !changed) throw new BadRequest('emailChangeInvalid');
          await audit(trx, { userId, email: changed.after }, ip, {
            action: 'account.email',
            entity: 'user',
            entityId: userId,
            serverId: changed.serverId,
            before: { email: changed.before },
            after: { email: changed.after },
          });
        })
        .catch((err: unknown) => {
          // the address got an account of its own meanwhile
          if (isUniqueViolation(err)) throw new Conflict('staffEmailTaken');
          throw err;
        });
    },
  };
}
