import { z } from 'zod';
import { PERMISSIONS, ROLES } from './roles.js';

/** E-mail with the spec's two messages: required, then a simple pattern. */
export const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid')
  .transform((s) => s.toLowerCase());

const required = (key: string, max = 200) => z.string({ error: key }).trim().min(1, key).max(max, 'invalidValue');

export const loginBody = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'invalidValue'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({
  token: z.string(),
  id: z.number().int(),
  name: z.string(),
  success: z.boolean(),
  msg: z.string(),
});

/** Sign-in of a user with two-factor on: no token yet, a challenge for `POST /api/auth/2fa` (5 minutes, 5 tries). */
export const twoFactorChallenge = z.object({
  success: z.literal(true),
  twofactor: z.literal(true),
  challenge: z.string(),
  msg: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** A six-digit authenticator code, or a recovery code (`xxxxx-xxxxx`). */
export const TOTP_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const twoFactorCode = z
  .string({ error: 'twoFactorCodeRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'twoFactorCodeRequired')
  .max(20, 'twoFactorCodeInvalid')
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => TOTP_PATTERN.test(s) || RECOVERY_CODE_PATTERN.test(s), 'twoFactorCodeInvalid');

/** An authenticator code only (enrolment): six digits. */
export const totpCode = z
  .string({ error: 'twoFactorCodeRequired' })
  .trim()
  .min(1, 'twoFactorCodeRequired')
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => TOTP_PATTERN.test(s), 'twoFactorCodeInvalid');

export const twoFactorLoginBody = z.object({
  challenge: z.string({ error: 'twoFactorChallengeExpired' }).min(1, 'twoFactorChallengeExpired').max(200, 'twoFactorChallengeExpired'),
  code: twoFactorCode,
});
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBody>;

/** Registration: all fields required ("Please fill"); the two passwords must match. */
export const registerBody = z
  .object({
    name: required('pleaseFill', 50),
    email: z.string({ error: 'pleaseFill' }).trim().min(1, 'pleaseFill').pipe(email),
    phone: required('pleaseFill', 20).regex(/^\+?[0-9 -]{6,20}$/, 'phoneInvalid'),
    password: z.string({ error: 'pleaseFill' }).min(1, 'pleaseFill').min(8, 'passwordMin8').max(200, 'invalidValue'),
    confmpassword: z.string({ error: 'pleaseFill' }).min(1, 'pleaseFill').max(200, 'invalidValue'),
  })
  .refine((v) => v.password === v.confmpassword, { path: ['confmpassword'], message: 'passwordsMismatch' });
export type RegisterBody = z.infer<typeof registerBody>;

export const emailOnlyBody = z.object({ email });

/** Change password: three fields required, at least 8 characters, confirm equals new. */
export const changePasswordBody = z
  .object({
    password: z.string({ error: 'fieldRequired' }).min(1, 'fieldRequired').max(200, 'invalidValue'),
    newpassword: z.string({ error: 'fieldRequired' }).min(1, 'fieldRequired').min(8, 'passwordMin8').max(200, 'invalidValue'),
    confpassword: z.string({ error: 'fieldRequired' }).min(1, 'fieldRequired').max(200, 'invalidValue'),
  })
  .refine((v) => v.newpassword === v.confpassword, { path: ['confpassword'], message: 'passwordConfirmMismatch' });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const setPassword = z.string({ error: 'fieldRequired' }).min(1, 'fieldRequired').min(4, 'passwordMin4').max(200, 'invalidValue');

/** Reset password with the e-mailed token: both fields required, at least 4 characters. */
export const resetPasswordBody = z.object({
  token: z.string({ error: 'resetInvalid' }).min(1, 'resetInvalid').max(200, 'resetInvalid'),
  password: setPassword,
  passwordconf: setPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The set-password form (two fields; the spec does not check that they match on the client). */
export const setPasswordForm = z.object({ password: setPassword, passwordconf: setPassword });

export const activateBody = z.object({
  token: z.string({ error: 'activationInvalid' }).min(1, 'activationInvalid').max(200, 'activationInvalid'),
});

export * from './roles.js';

export const meSchema = z.object({
  id: z.number().int(),
  info: z.string(),
  masaaktif: z.string().nullable(),
  namaserver: z.string(),
  username: z.string(),
  serverid: z.string(),
  menu: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  roles: z.array(z.object({ name: z.string() })),
  /** The user's role in their team (DESIGN §10) and what it allows. */
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** True while the user must choose a new password before anything else (the built-in administrator password). */
  mustChangePassword: z.boolean(),
  /** Whether the user signs in with a second step (TOTP). */
  twofactor: z.boolean(),
  /** Whether the user's server (the platform, for its users) requires two-factor of everyone. */
  require2fa: z.boolean(),
  /** True while the server (or the platform) requires two-factor and the user has not enrolled: nothing else works. */
  mustEnrol2fa: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const oauthTokenBody = z.object({
  grant_type: z.string().max(50),
  username: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
});
