import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_PATTERN } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { DB } from '../db/schema.js';
import { hmacSha256Hex, openSealed, seal } from './crypto.js';
import { nowIso } from './time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** RFC 6238 as DESIGN §10 fixes it: SHA-1, 6 digits, 30 s steps, one step of drift either way. */
const PERIOD = 30;
const totpOf = (key: string, label = '') =>
  new TOTP({ issuer: 'Konsol', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(key) });

/** A new random key (160 bits, base32, as authenticator apps take it). */
export const newTotpKey = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address a QR code carries, naming the account. */
export const otpauthUrl = (key: string, account: string) => totpOf(key, account).toString();

/** The code of a key at a time (the tests' authenticator). */
export const totpNow = (key: string, timestamp = Date.now()) => totpOf(key).generate({ timestamp });

/** The time step `code` belongs to (now, or one step either side), or null when it matches none. */
export function totpStep(key: string, code: string, timestamp = Date.now()): number | null {
  if (!TOTP_PATTERN.test(code)) return null;
  const delta = totpOf(key).validate({ token: code, window: 1, timestamp });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD) + delta;
}

/** Ten recovery codes like `k3x9a-07bqz` (about 51 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const part = () => Array.from({ length: 5 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

export interface TwoFactorUser {
  id: number;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/**
 * A user's second factor: the sealed key, codes spent once (a TOTP step is never accepted twice; a recovery code is a
 * single-use token of purpose `recovery`, kept as an HMAC under the server's secret, never expiring).
 */
export function twoFactorStore(serverSecret: string) {
  const recoveryHash = (userId: number, code: string) => hmacSha256Hex(serverSecret, `recovery:${userId}:${code}`);
  const keyOf = (user: TwoFactorUser) => (user.totp_secret ? openSealed(serverSecret, 'totp', user.totp_secret) : null);

  /** Takes TOTP step `step` for the user, unless it (or a later one) was taken already: true when taken now. */
  async function takeStep(q: Q, userId: number, step: number) {
    const r = await q
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  return {
    seal: (key: string) => seal(serverSecret, 'totp', key),
    open: (sealed: string) => openSealed(serverSecret, 'totp', sealed),
    keyOf,
    takeStep,

    /** The step of a TOTP code that is right and not used yet (for `takeStep` inside a later transaction), else null. */
    freshStep(user: TwoFactorUser, code: string): number | null {
      const key = keyOf(user);
      const step = key ? totpStep(key, code) : null;
      return step !== null && (user.totp_last_step === null || step > user.totp_last_step) ? step : null;
    },

    /** Spends a TOTP code or an unused recovery code of the user: true when it was right and unused. */
    async spend(q: Q, user: TwoFactorUser, code: string): Promise<boolean> {
      if (RECOVERY_CODE_PATTERN.test(code)) {
        const r = await q
          .updateTable('auth_tokens')
          .set({ used_at: nowIso() })
          .where('user_id', '=', user.id)
          .where('purpose', '=', 'recovery')
          .where('token_hash', '=', recoveryHash(user.id, code))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        return Number(r.numUpdatedRows) === 1;
      }
      const step = this.freshStep(user, code);
      return step !== null && (await takeStep(q, user.id, step));
    },

    /** New recovery codes for the user; the old ones stop working. */
    async issueRecoveryCodes(q: Q, userId: number): Promise<string[]> {
      const now = nowIso();
      await q.deleteFrom('auth_tokens').where('user_id', '=', userId).where('purpose', '=', 'recovery').execute();
      const codes = newRecoveryCodes();
      await q
        .insertInto('auth_tokens')
        .values(
          codes.map((code) => ({
            user_id: userId,
            purpose: 'recovery',
            token_hash: recoveryHash(userId, code),
            created_at: now,
            expires_at: '9999-12-31T23:59:59.999Z',
            used_at: null,
          })),
        )
        .execute();
      return codes;
    },

    /** Forgets the recovery codes (two-factor turned off). */
    dropRecoveryCodes: (q: Q, userId: number) =>
      q.deleteFrom('auth_tokens').where('user_id', '=', userId).where('purpose', '=', 'recovery').execute(),
  };
}
export type TwoFactorStore = ReturnType<typeof twoFactorStore>;
