import { z } from 'zod';
import { email, totpCode, twoFactorCode } from './auth.js';

/** What a user does to their own account (DESIGN §10), under `/api/account/`, open to every role. */

/** `POST /api/account/2fa/setup`: a new key, not in force until confirmed with a code. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const twoFactorEnableBody = z.object({ code: totpCode });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBody>;

/** Ten single-use codes, shown once. */
export const RECOVERY_CODE_COUNT = 10;
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisableBody = z.object({
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'invalidValue'),
  code: twoFactorCode,
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

export const sessionRow = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionRow = z.infer<typeof sessionRow>;

export const profileBody = z.object({
  name: z.string({ error: 'pleaseFill' }).trim().min(1, 'pleaseFill').max(50, 'invalidValue'),
  phone: z
    .string({ error: 'pleaseFill' })
    .trim()
    .min(1, 'pleaseFill')
    .max(20, 'invalidValue')
    .regex(/^\+?[0-9 -]{6,20}$/, 'phoneInvalid'),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const emailChangeBody = z.object({ email });
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

/** The link of the confirmation mail sent to the new address (client basic credential, like activation). */
export const emailConfirmBody = z.object({
  token: z.string({ error: 'emailChangeInvalid' }).min(1, 'emailChangeInvalid').max(200, 'emailChangeInvalid'),
});

/** A server's (or, for the platform's users, the platform's) sign-in policy; the owner (admin) sets it. */
export const securityPolicy = z.object({ require2fa: z.boolean() });
export type SecurityPolicy = z.infer<typeof securityPolicy>;

/** Whether the server's active owners get the daily recap e-mail (07:00 WIB); the owner sets it. */
export const recapSetting = z.object({ dailyRecap: z.boolean() });
export type RecapSetting = z.infer<typeof recapSetting>;
