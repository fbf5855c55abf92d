import {
  type ChangePasswordBody,
  isPlatformRole,
  isRole,
  type Lang,
  type Me,
  type RegisterBody,
  type ResetPasswordBody,
  ROLE_PERMISSIONS,
  specRoleOf,
} from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import { type Mail, mailIn } from '../../adapters/mail.js';
import { DEFAULT_ADMIN_PASSWORD } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { BadRequest, Forbidden, fieldError, isUniqueViolation, Unauthorized } from '../../lib/errors.js';
import { addressKey } from '../../lib/net.js';
import { isoIn } from '../../lib/time.js';
import { twoFactorStore } from '../../lib/two-factor.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { authRepository } from './auth.repository.js';

const MINUTE = 60_000;
const RESET_TTL = 60 * MINUTE;
const ACTIVATION_TTL = 48 * 60 * MINUTE;
/** A sign-in's second step (DESIGN §10): 5 minutes, 5 tries. */
const CHALLENGE_TTL = 5 * MINUTE;
const CHALLENGE_TRIES = 5;

/** Where a sign-in comes from: its address, browser and the console's language. */
export interface Device {
  ip: string;
  userAgent: string;
  lang?: Lang;
}

/** The drawer entries an operator sees (route names of SPEC §2); administrators get theirs too. */
export const OPERATOR_MENU = [
  'home',
  'applist',
  'appmenu',
  'kategori',
  'slider',
  'news',
  'popup',
  'runningtext',
  'tokensms',
  'topupchannel',
  'wallet',
  'modalkerja',
  'modalkerjav2',
  'mitraagen',
  'product',
  'deleteakun',
  'digipos',
  'isimple',
  'sidompul',
];
export const ADMIN_MENU = ['mitraserver', 'agenkaspro', 'approvals', 'mutasi', 'audit', 'platformsettings'];

export function authService(ctx: AppContext) {
  const repo = authRepository(ctx.db);
  const { limiter, hasher, jwt, config } = ctx;
  const twoFactor = twoFactorStore(config.JWT_SECRET);

  /**
   * A new session and its token; `q` is the caller's transaction when the session is one of several writes, and
   * `forget` names rate-limit counters cleared in the same commit.
   */
  async function issueToken(user: { id: number; token_version: number }, device: Device, q: Kysely<DB> = ctx.db, forget?: string[]) {
    const sid = randomToken(24);
    await authRepository(q).insertSession(
      {
        id: sid,
        user_id: user.id,
        token_version: user.token_version,
        expires_at: isoIn(jwt.ttlSeconds * 1000),
        user_agent: device.userAgent.slice(0, 300),
        ip: device.ip,
      },
      forget,
    );
    return jwt.sign({ sub: String(user.id), sid, ver: user.token_version });
  }

  type SigningIn = { id: number; name: string; email: string; lang: string; token_version: number };

  /**
   * The session of a user who passed every step: the account's failed tries are forgotten in the same commit; the
   * user is told by mail when a browser they never signed in with did, and their mails follow the console's language.
   */
  async function signIn(user: SigningIn, device: Device, q: Kysely<DB> = ctx.db) {
    ctx.metrics.logins.inc({ outcome: 'ok' });
    const seen = await authRepository(q).devices(user.id, device.userAgent);
    const token = await issueToken(user, device, q, [`login:acct:${user.email}`, `2fa:acct:${user.id}`]);
    const lang = device.lang ?? user.lang;
    if (device.lang && device.lang !== user.lang) await authRepository(q).setLang(user.id, device.lang);
    if (seen.signedInBefore && !seen.known)
      await ctx.mail.enqueue(newDeviceMail(user, lang, device), q.isTransaction ? (q as Transaction<DB>) : undefined);
    return { token, id: user.id, name: user.name };
  }

  function newDeviceMail(user: SigningIn, lang: string, device: Device): Mail {
    const when = new Date().toLocaleString(lang === 'en' ? 'en-GB' : 'id-ID', { timeZone: 'Asia/Jakarta' });
    const sessions = `${config.PUBLIC_URL}/profile`;
    return mailIn(lang, {
      to: user.email,
      purpose: 'new-device',
      id: {
        subject: 'Login baru ke akun Konsol anda dari perangkat baru',
        text:
          `Halo ${user.name},\n\nAkun Konsol anda baru saja dipakai login dari perangkat yang belum pernah dipakai sebelumnya.\n` +
          `Waktu: ${when} WIB\nAlamat: ${device.ip}\nBrowser: ${device.userAgent || '-'}\n\n` +
          `Jika itu bukan anda, keluarkan perangkat itu dan ganti password anda di ${sessions}\n`,
      },
      en: {
        subject: 'A new sign-in to your Konsol account from a new device',
        text:
          `Hello ${user.name},\n\nYour Konsol account was just used to sign in from a device it was never used on before.\n` +
          `When: ${when} WIB\nAddress: ${device.ip}\nBrowser: ${device.userAgent || '-'}\n\n` +
          `If it was not you, sign that device out and change your password at ${sessions}\n`,
      },
    });
  }

  /**
   * A fresh app code for a new server: letters of the name and four digits, unique. Runs on the caller's
   * transaction: SQLite has one connection, so a query outside the open transaction would wait for it forever.
   */
  async function newServerCode(q: Transaction<DB>, name: string) {
    const stem =
      name
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 6) || 'MITRA';
    for (;;) {
      const code = `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
      if (!(await repo.serverCodeTaken(q, code))) return code;
    }
  }

  function activationMail(to: string, name: string, token: string): Mail {
    const link = `${config.PUBLIC_URL}/activate/${token}`;
    return {
      to,
      purpose: 'activation',
      subject: 'Aktivasi akun Konsol / Activate your Konsol account',
      text: `Halo ${name},\n\nKlik link berikut untuk aktivasi akun anda:\n${link}\n\nLink berlaku 48 jam.\n\n--\nHello ${name},\nOpen this link to activate your account:\n${link}\n`,
    };
  }

  function registeredAlreadyMail(to: string, name: string): Mail {
    const login = `${config.PUBLIC_URL}/login`;
    const forgot = `${config.PUBLIC_URL}/forgot`;
    return {
      to,
      purpose: 'register-known',
      subject: 'Percobaan pendaftaran dengan email anda / Someone tried to register with your e-mail',
      text:
        `Halo ${name},\n\nSeseorang mencoba mendaftar di Konsol dengan email ini, yang sudah terdaftar. Jika itu anda, silakan masuk:\n${login}\n` +
        `Lupa password? Buat password baru di sini:\n${forgot}\nJika bukan anda, abaikan email ini; akun anda tidak berubah.\n\n--\n` +
        `Hello ${name},\nSomeone tried to register at Konsol with this e-mail, which already has an account. If it was you, sign in:\n${login}\n` +
        `Forgot your password? Set a new one here:\n${forgot}\nIf it was not you, ignore this e-mail; your account is unchanged.\n`,
    };
  }

  return {
    /**
     * Checks the password; a user with two-factor on gets a challenge for the second step instead of a token (the
     * password's failures are forgotten only once every step passed).
     */
    async login(
      email: string,
      password: string,
      device: Device,
    ): Promise<{ token: string; id: number; name: string } | { twofactor: true; challenge: string }> {
      const ip = device.ip;
      // Both counters in one statement (one commit), before the password is looked at; the account is read
      // meanwhile (PostgreSQL answers both on two connections at once; a refused attempt only drops what it read).
      const [, user] = await Promise.all([
        limiter.hitEach(
          [
            { key: `login:ip:${addressKey(ip)}`, max: 30 },
            { key: `login:acct:${email}`, max: 10 },
          ],
          15 * 60,
        ),
        repo.findUserByEmail(email),
      ]);
      const failed = () => {
        ctx.metrics.logins.inc({ outcome: 'failed' });
        return new Unauthorized('loginFailed');
      };
      if (!user) {
        await hasher.verifyDummy(password);
        throw failed();
      }
      if (!(await hasher.verify(user.password_hash, password))) throw failed();
      if (user.status !== 'active') throw new Forbidden('accountNotActive');
      if (user.server_status !== 1) throw new Forbidden('serverInactive');
      if (user.totp_secret) {
        const challenge = randomToken();
        await repo.insertToken(ctx.db, {
          user_id: user.id,
          purpose: '2fa',
          token_hash: sha256(challenge),
          expires_at: isoIn(CHALLENGE_TTL),
        });
        ctx.metrics.logins.inc({ outcome: 'second_step' });
        return { twofactor: true, challenge };
      }
      return signIn(user, device);
    },

    /**
     * The second step: a TOTP code (accepted once) or an unused recovery code. A wrong one counts against the
     * challenge (5 tries) and, like a wrong password, against the address and the account.
     */
    async secondStep(challenge: string, code: string, device: Device) {
      await limiter.hit([`2fa:ip:${device.ip}`], { max: 30, windowSeconds: 15 * 60 });
      const pending = await repo.findChallenge(sha256(challenge), CHALLENGE_TRIES);
      if (!pending) throw new BadRequest('twoFactorChallengeExpired');
      await limiter.hit([`2fa:acct:${pending.user_id}`], { max: 10, windowSeconds: 15 * 60 });
      const user = await repo.findUserById(pending.user_id);
      if (user?.status !== 'active' || !user.totp_secret) throw new BadRequest('twoFactorChallengeExpired');
      if (user.server_status !== 1) throw new Forbidden('serverInactive');
      if (!(await twoFactor.spend(ctx.db, user, code))) {
        await repo.countWrongCode(pending.id);
        const left = CHALLENGE_TRIES - pending.attempts - 1;
        if (left <= 0) throw new BadRequest('twoFactorChallengeExpired');
        throw new BadRequest('twoFactorCodeWrong', { code: 'twoFactorCodeWrong' }, { left });
      }
      return ctx.db.transaction().execute(async (trx) => {
        if (!(await authRepository(trx).spendChallenge(trx, pending.id, CHALLENGE_TRIES)))
          throw new BadRequest('twoFactorChallengeExpired');
        return signIn(user, device, trx);
      });
    },

    logout: (auth: AuthInfo) => repo.revokeSession(auth.sessionId),

    /**
     * A new operator and a new server (tenant) with default app settings, pending activation. The answer is the same
     * whether or not the e-mail is known, and so is its timing: the password is hashed for every address, and the
     * account is made by a job after the answer (`finishRegistration`); the owner of a known address is told by mail
     * that someone tried to register with it.
     */
    async register(body: RegisterBody, ip: string) {
      await limiter.hit([`register:ip:${addressKey(ip)}`], { max: 10, windowSeconds: 60 * 60 });
      const passwordHash = await hasher.hash(body.password);
      await ctx.jobs.enqueue(ctx.db, 'auth.register', { name: body.name, email: body.email, phone: body.phone, passwordHash });
      ctx.jobs.kick();
    },

    /** The job of a registration: the account and its activation mail, or the "already registered" mail. */
    async finishRegistration(p: { name: string; email: string; phone: string; passwordHash: string }) {
      const known = await repo.findUserByEmail(p.email);
      if (known) return ctx.mail.enqueue(registeredAlreadyMail(known.email, known.name));
      const token = randomToken();
      const created = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const code = await newServerCode(trx, p.name);
          const serverPk = await repo.insertServer(trx, { server_id: code, name: p.name, email: p.email, phone: p.phone, contact: p.name });
          await repo.insertApp(trx, serverPk, { appname: p.name, appcode: code, appkey: randomToken(24), serverkey: randomToken(24) });
          const id = await repo.insertUser(trx, {
            server_id: serverPk,
            email: p.email,
            name: p.name,
            phone: p.phone,
            password_hash: p.passwordHash,
            role: 'owner',
            status: 'pending',
          });
          await repo.insertToken(trx, { user_id: id, purpose: 'activate', token_hash: sha256(token), expires_at: isoIn(ACTIVATION_TTL) });
          await ctx.mail.enqueue(activationMail(p.email, p.name, token), trx);
          return true;
        })
        .catch((err: unknown) => {
          // Two registrations of one e-mail at once: the unique index decides, and the second is the "known" case.
          if (isUniqueViolation(err)) return false;
          throw err;
        });
      if (!created) await ctx.mail.enqueue(registeredAlreadyMail(p.email, p.name));
    },

    async activate(token: string, ip: string) {
      await limiter.hit([`activate:ip:${addressKey(ip)}`], { max: 20, windowSeconds: 15 * 60 });
      const userId = await ctx.db.transaction().execute(async (trx) => {
        const id = await repo.consumeToken(trx, 'activate', sha256(token));
        if (id) await repo.activateUser(trx, id);
        return id;
      });
      if (!userId) throw new BadRequest('activationInvalid');
    },

    /**
     * Same answer whether or not the e-mail is known, in the same time: the request only writes a job, which makes
     * the link and its mail for a known address (`sendResetLink`).
     */
    async forgot(email: string, ip: string) {
      await limiter.hitEach(
        [
          { key: `forgot:ip:${addressKey(ip)}`, max: 10 },
          { key: `forgot:acct:${email}`, max: 5 },
        ],
        15 * 60,
      );
      await ctx.jobs.enqueue(ctx.db, 'auth.forgot', { email });
      ctx.jobs.kick();
    },

    /** The job of a forgot-password request: a new link (older ones stop working) and its mail, in one commit. */
    async sendResetLink(p: { email: string }) {
      const user = await repo.findUserByEmail(p.email);
      if (!user) return;
      const token = randomToken();
      const link = `${config.PUBLIC_URL}/resetpass/${token}`;
      await ctx.db.transaction().execute(async (trx) => {
        await repo.retireTokens(trx, user.id, 'reset');
        await repo.insertToken(trx, { user_id: user.id, purpose: 'reset', token_hash: sha256(token), expires_at: isoIn(RESET_TTL) });
        await ctx.mail.enqueue(
          {
            to: user.email,
            purpose: 'reset',
            subject: 'Reset password Konsol',
            text: `Halo ${user.name},\n\nKlik link berikut untuk membuat password baru:\n${link}\n\nLink berlaku 60 menit. Abaikan email ini jika anda tidak memintanya.\n\n--\nHello ${user.name},\nOpen this link to set a new password (valid for 60 minutes):\n${link}\n`,
          },
          trx,
        );
      });
    },

    async resetPassword(body: ResetPasswordBody, ip: string) {
      await limiter.hit([`reset:ip:${addressKey(ip)}`], { max: 20, windowSeconds: 15 * 60 });
      if (body.password !== body.passwordconf) throw fieldError('passwordconf', 'passwordsMismatch');
      const passwordHash = await hasher.hash(body.password);
      const ok = await ctx.db.transaction().execute(async (trx) => {
        const userId = await repo.consumeToken(trx, 'reset', sha256(body.token));
        if (!userId) return false;
        await repo.retireTokens(trx, userId, 'reset');
        // Following the e-mailed link proves the address, so a pending account becomes active too.
        await repo.setPassword(trx, userId, passwordHash, true);
        return true;
      });
      if (!ok) throw new BadRequest('resetInvalid');
    },

    /** Changes the password, revokes every older token, and hands back a fresh one for this browser. */
    async changePassword(auth: AuthInfo, body: ChangePasswordBody, device: Device) {
      await limiter.hit([`changepass:user:${auth.userId}`], { max: 10, windowSeconds: 15 * 60 });
      const user = await repo.findUserById(auth.userId);
      if (!user) throw new Unauthorized();
      if (!(await hasher.verify(user.password_hash, body.password))) throw fieldError('password', 'wrongOldPassword');
      const passwordHash = await hasher.hash(body.newpassword);
      const version = await ctx.db.transaction().execute((trx) => repo.setPassword(trx, user.id, passwordHash));
      return { token: await issueToken({ id: user.id, token_version: version }, device) };
    },

    async me(auth: AuthInfo): Promise<Me> {
      const user = await repo.findUserById(auth.userId);
      if (!user) throw new Unauthorized();
      const admin = isPlatformRole(user.role);
      if (!isRole(user.role)) throw new Unauthorized();
      return {
        id: user.id,
        info: user.member_type === 1 ? 'Premium' : 'Regular',
        masaaktif: user.masaaktif,
        namaserver: user.server_name,
        username: user.name,
        serverid: user.server_code,
        menu: admin ? [...OPERATOR_MENU, ...ADMIN_MENU] : OPERATOR_MENU,
        email: user.email,
        phone: user.phone,
        roles: [{ name: specRoleOf(user.role) }],
        role: user.role,
        permissions: [...ROLE_PERMISSIONS[user.role]],
        mustChangePassword: user.must_change_password === 1,
        twofactor: !!user.totp_secret,
        require2fa: user.require_2fa === 1,
        mustEnrol2fa: user.require_2fa === 1 && !user.totp_secret,
      };
    },

    /**
     * Creates the platform administrator (and the platform's own server) when none exists with that e-mail. While
     * its password is the built-in default, the administrator must choose a new one before anything else; the
     * answer says whether that is so.
     */
    async ensureAdmin(email: string, password: string): Promise<{ defaultPassword: boolean }> {
      const existing = await repo.findUserByEmail(email.toLowerCase());
      if (existing) {
        const stillDefault = password === DEFAULT_ADMIN_PASSWORD && (await hasher.verify(existing.password_hash, DEFAULT_ADMIN_PASSWORD));
        if (stillDefault && !existing.must_change_password) await repo.requirePasswordChange(existing.id);
        return { defaultPassword: stillDefault };
      }
      const passwordHash = await hasher.hash(password);
      await ctx.db.transaction().execute(async (trx) => {
        let code = 'KONSOL';
        if (await repo.serverCodeTaken(trx, code)) code = await newServerCode(trx, 'KONSOL');
        const serverPk = await repo.insertServer(trx, {
          server_id: code,
          name: 'Konsol Platform',
          email,
          phone: '',
          contact: 'Platform administrator',
        });
        await repo.insertApp(trx, serverPk, { appname: 'Konsol', appcode: code, appkey: randomToken(24), serverkey: randomToken(24) });
        await repo.insertUser(trx, {
          server_id: serverPk,
          email: email.toLowerCase(),
          name: 'Administrator',
          phone: '',
          password_hash: passwordHash,
          role: 'admin',
          status: 'active',
          must_change_password: password === DEFAULT_ADMIN_PASSWORD ? 1 : 0,
        });
      });
      return { defaultPassword: password === DEFAULT_ADMIN_PASSWORD };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

/** The app of a new partner server, written in the transaction that creates the server. */
export function serverApps(ctx: AppContext) {
  return { insertApp: authRepository(ctx.db).insertApp };
}

/**
 * What the staff and account modules do to accounts: add one (in its transaction), find one, end its sessions, and
 * issue, spend and retire single-use links.
 */
export function accountRecords(ctx: AppContext) {
  const repo = authRepository(ctx.db);
  return {
    insertUser: repo.insertUser,
    findUserByEmail: repo.findUserByEmail,
    findUserById: repo.findUserById,
    endSessions: repo.endSessions,
    insertToken: repo.insertToken,
    findToken: repo.findToken,
    consumeToken: repo.consumeToken,
    retireTokens: repo.retireTokens,
  };
}
