import { z } from 'zod';
import { approvalPolicies, approvalPoliciesSchema } from './approvals.js';
import { wholeField } from './common.js';
import { loanSettingBody, loanSettingSchema } from './credit.js';

/**
 * Platform settings (DESIGN §11): what the code reads from a setting, changed by the administrator on one screen.
 * `GET /api/admin/settings` answers every group; `PATCH` takes any of them, each whole.
 */

/** How the dashboard plays a tutorial video: a YouTube or Vimeo page in their player, an https video file as is. */
export type VideoSource = { kind: 'frame' | 'file'; src: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|m4v)$/i;

/** The player a tutorial video's address opens in, or null when the dashboard cannot play it. */
export function videoSource(url: string): VideoSource | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return null;
  const host = u.hostname.replace(/^www\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = u.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    id = u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1];
  }
  if (id && /^[\w-]{6,20}$/.test(id)) return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vid = u.pathname.match(/^\/(?:video\/)?(\d+)/)?.[1];
    if (vid) return { kind: 'frame', src: `https://player.vimeo.com/video/${vid}?autoplay=1` };
  }
  if (VIDEO_FILE.test(u.pathname)) return { kind: 'file', src: u.href };
  return null;
}

const text = (max: number) => z.string({ error: 'fieldRequired' }).trim().min(1, 'fieldRequired').max(max, 'platformTooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'platformTooLong');
const videoUrl = z
  .string()
  .trim()
  .max(500, 'platformTooLong')
  .refine((v) => v === '' || videoSource(v) !== null, 'settingsVideoUrl');
const httpsOrEmpty = z
  .string()
  .trim()
  .max(300, 'platformTooLong')
  .refine((v) => v === '' || /^https:\/\/[^\s/]+/.test(v), 'settingsUrlInvalid');
const amount = (max: number) => wholeField('fieldRequired', 'invalidValue', 0, max);

export const tutorialVideo = z.object({
  title: text(100),
  titleEn: text(100),
  /** Empty: not set yet (the dashboard says so). */
  url: videoUrl,
  /** The English console's video; empty plays the Indonesian one. */
  urlEn: videoUrl.default(''),
});
export type TutorialVideo = z.output<typeof tutorialVideo>;

export const TUTORIAL_VIDEOS = 3;
export const VA_BANKS = ['BCA', 'MANDIRI', 'BNI', 'BRI'] as const;

export const walletChannelSetting = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1).max(20),
  name: text(40),
  bank: z.string().min(1).max(20),
  fee: amount(1_000_000),
  status: z.union([z.literal(0), z.literal(1)]),
});

const walletLimits = z
  .object({
    cashinMin: wholeField('fieldRequired', 'invalidValue', 1, 1_000_000_000),
    cashinMax: wholeField('fieldRequired', 'invalidValue', 1, 1_000_000_000),
    cashoutMin: wholeField('fieldRequired', 'invalidValue', 1, 1_000_000_000),
    cashoutMax: wholeField('fieldRequired', 'invalidValue', 1, 1_000_000_000),
  })
  .refine((l) => l.cashinMin <= l.cashinMax, { path: ['cashinMax'], message: 'settingsMinAboveMax' })
  .refine((l) => l.cashoutMin <= l.cashoutMax, { path: ['cashoutMax'], message: 'settingsMinAboveMax' });

const groups = {
  /** The dashboard's three tutorial videos. */
  videos: z.array(tutorialVideo).length(TUTORIAL_VIDEOS, 'invalidValue'),
  /** Partner modules still under development: their page shows a placeholder. */
  modulesSoon: z.object({ digipos: z.boolean(), isimple: z.boolean(), sidompul: z.boolean() }),
  /** The company bank accounts and messaging contact shown after an SMS token order. */
  orderPage: z.object({
    banks: z.array(z.object({ bank: text(30), accountno: text(30), accountname: text(100) })).max(4, 'invalidValue'),
    contact: z.object({ name: optionalText(100), phone: optionalText(30), url: httpsOrEmpty }),
  }),
  /** The rupiah value of one OTP SMS and the bank of token-order virtual accounts. */
  tokens: z.object({ pricePerSms: amount(1_000_000), vaBank: z.enum(VA_BANKS, { error: 'invalidValue' }) }),
  /** Cash-in channels: their fee, on or off (the payment provider decides which exist). */
  walletChannels: z.array(walletChannelSetting).min(1).max(20),
  /** The amounts a cash-in or cash-out may have. */
  walletLimits,
  /** Loans: fee rate, admin charge, period in days, the limit given on approval. */
  loan: loanSettingBody,
  /** Pay-later: the admin fee of cash-outs to banks other than BNI, the limit of a new account. */
  bayartempo: z.object({ cashoutFee: amount(10_000_000), totalLimit: amount(100_000_000_000) }),
  /** Two-factor sign-in for every user of every server. */
  require2fa: z.boolean(),
  /** Four eyes on money (DESIGN §15): per kind, approvers and codes by amount, and when a request expires. */
  approvalPolicies,
};
export const SETTINGS_GROUPS = Object.keys(groups) as (keyof typeof groups)[];
export type SettingsGroup = keyof typeof groups;

/** Any of the groups, each whole; an unknown group is refused. */
export const platformSettingsPatch = z.strictObject(groups).partial();
export type PlatformSettingsPatch = z.output<typeof platformSettingsPatch>;
/** What a stored group is checked against: the rules of a change (a value that no longer passes gives the default). */
export const settingsGroupRules = groups;

const int = z.number().int();
/** The answer: every group as stored. */
export const platformSettingsSchema = z.object({
  videos: z.array(z.object({ title: z.string(), titleEn: z.string(), url: z.string(), urlEn: z.string() })),
  modulesSoon: z.object({ digipos: z.boolean(), isimple: z.boolean(), sidompul: z.boolean() }),
  orderPage: z.object({
    banks: z.array(z.object({ bank: z.string(), accountno: z.string(), accountname: z.string() })),
    contact: z.object({ name: z.string(), phone: z.string(), url: z.string() }),
  }),
  tokens: z.object({ pricePerSms: int, vaBank: z.enum(VA_BANKS) }),
  walletChannels: z.array(
    z.object({ id: int, code: z.string(), name: z.string(), bank: z.string(), fee: int, status: z.union([z.literal(0), z.literal(1)]) }),
  ),
  walletLimits: z.object({ cashinMin: int, cashinMax: int, cashoutMin: int, cashoutMax: int }),
  loan: loanSettingSchema,
  bayartempo: z.object({ cashoutFee: int, totalLimit: int }),
  require2fa: z.boolean(),
  approvalPolicies: approvalPoliciesSchema,
});
export type PlatformSettings = z.output<typeof platformSettingsSchema>;
