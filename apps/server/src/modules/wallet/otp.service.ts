import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpPurpose } from '@konsol/contract';
import type { Transaction } from 'kysely';
import { sendWhileWaiting } from '../../adapters/mail.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { hmacSha256Hex, randomDigits } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { addressKey } from '../../lib/net.js';
import { otpError, otpStore } from '../../lib/otp-store.js';
import { isoIn } from '../../lib/time.js';
import { twoFactorStore } from '../../lib/two-factor.js';
import { accountRecords } from '../auth/auth.service.js';

/** Who an OTP belongs to. */
export interface OtpOwner {
  serverId: number;
  userId: number;
}

const PURPOSE_TEXT: Record<OtpPurpose, { id: string; en: string }> = {
  cash_out: { id: 'cashout wallet', en: 'a wallet cash-out' },
  add_bank: { id: 'menambah rekening bank', en: 'adding a bank account' },
};

/** A checked code: an e-mailed OTP (its row) or, for a user with two-factor, an authenticator code (its time step). */
export type OtpProof = { id: number } | { step: number };

/**
 * OTPs sent by e-mail for money actions: 6 digits, bound to the user and the purpose (an add_bank code never
 * authorises a cash-out), valid 5 minutes, 5 tries, single use, one resend per minute. Codes are stored as an
 * HMAC under the server's secret, in the database so every instance shares them.
 */
export function otpService(ctx: AppContext) {
  const store = otpStore(ctx.db, 'otps');
  const accounts = accountRecords(ctx);
  const twoFactor = twoFactorStore(ctx.config.JWT_SECRET);
  const ownerOf = (owner: OtpOwner, purpose: OtpPurpose) => ({ user_id: owner.userId, purpose });
  const hash = (owner: OtpOwner, purpose: OtpPurpose, code: string) =>
    hmacSha256Hex(ctx.config.JWT_SECRET, `otp:${owner.serverId}:${owner.userId}:${purpose}:${code}`);

  /** Issues a fresh code without sending it (the request path sends it; tests use it directly). */
  async function issue(owner: OtpOwner, purpose: OtpPurpose): Promise<{ id: number; code: string }> {
    const code = randomDigits(OTP_LENGTH);
    const id = await store.issue(
      ctx.db,
      owner.serverId,
      ownerOf(owner, purpose),
      hash(owner, purpose, code),
      isoIn(OTP_TTL_SECONDS * 1000),
    );
    return { id, code };
  }

  return {
    issue,

    /** `GET /wallet/otp`: a new code by e-mail, at most one a minute and ten an hour per user, thirty per 15 minutes per address. */
    async request(owner: OtpOwner & { email: string; name: string }, purpose: OtpPurpose, ip: string): Promise<void> {
      await ctx.limiter.hit([`otp:ip:${addressKey(ip)}`], { max: 30, windowSeconds: 15 * 60 });
      const last = await store.latest(owner.serverId, ownerOf(owner, purpose));
      if (last) {
        const wait = Math.ceil((Date.parse(last.created_at) + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000);
        if (wait > 0) throw new AppError(429, 'walletOtpCooldown', { seconds: wait }, undefined, { 'retry-after': String(wait) });
      }
      await ctx.limiter.hit([`otp:user:${owner.userId}`], { max: 10, windowSeconds: 60 * 60 });
      const { id, code } = await issue(owner, purpose);
      const what = PURPOSE_TEXT[purpose];
      try {
        // A peer that refuses for now (451, a dropped connection) mostly takes the mail a moment later; the
        // Message-ID is the same on every try, so a receiver can tell a repeat.
        await sendWhileWaiting(
          ctx.mailer,
          {
            to: owner.email,
            purpose: `otp-${purpose}`,
            subject: `Kode OTP Konsol: ${code}`,
            text:
              `Halo ${owner.name},\n\nKode OTP anda untuk ${what.id}: ${code}\nBerlaku 5 menit. JANGAN berikan kode ini kepada siapapun.\n\n` +
              `--\nHello ${owner.name},\nYour OTP for ${what.en}: ${code}\nValid for 5 minutes. Do not share this code with anyone.\n`,
            messageId: `<otp-${id}@${new URL(ctx.config.PUBLIC_URL).hostname}>`,
          },
          { timeoutMs: 15_000, waitsMs: [250, 1000], log: ctx.log },
        );
      } catch (err) {
        ctx.log.error({ err, purpose }, 'otp mail failed');
        await store.retire(ctx.db, owner.serverId, { id });
        throw new AppError(502, 'walletOtpFailed');
      }
    },

    /**
     * Checks a code before the money transaction: a wrong code counts as a try (and the answer says how many are
     * left); a missing, used, expired or exhausted one is refused. A user with two-factor may give their
     * authenticator's code instead (DESIGN §10); its wrong tries count like a wrong password's.
     */
    async check(owner: OtpOwner, purpose: OtpPurpose, code: string): Promise<OtpProof> {
      const user = await accounts.findUserById(owner.userId);
      if (user?.totp_secret) {
        const step = twoFactor.freshStep(user, code);
        if (step !== null) return { step };
        await ctx.limiter.hit([`2fa:otp:${owner.userId}`], { max: 10, windowSeconds: 15 * 60 });
        const mailed = await store.latest(owner.serverId, ownerOf(owner, purpose));
        if (!mailed || mailed.used_at) throw otpError('twoFactorWrongCode');
      }
      return { id: await store.check(owner.serverId, ownerOf(owner, purpose), hash(owner, purpose, code)) };
    },

    /** Uses the checked code inside the money transaction (single use even under concurrent requests). */
    async consume(trx: Transaction<DB>, owner: OtpOwner, purpose: OtpPurpose, proof: OtpProof, code: string): Promise<void> {
      if ('step' in proof) {
        if (!(await twoFactor.takeStep(trx, owner.userId, proof.step))) throw otpError('twoFactorWrongCode');
        return;
      }
      await store.consume(trx, owner.serverId, proof.id, hash(owner, purpose, code));
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
