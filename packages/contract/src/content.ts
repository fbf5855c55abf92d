import { z } from 'zod';
import { exactTotal, toWhole, wholeField } from './common.js';

/**
 * App content: app settings, menus, categories, news and info, popups, slider banners, running texts, media
 * uploads, push messages, and what the white-label app reads. The server validates with these schemas and the
 * web forms resolve with them; messages are keys of `content.messages.ts`.
 */

// ---------------------------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------------------------

/** An integer given as a number or as digits (`parseWhole`); `true`/`false` count as 1/0; `key` is the message when it is
 * missing or not a whole number between `min` and `max`. */
export const intField = (key: string, min = 0, max = 1_000_000) =>
  z.preprocess((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v), wholeField(key, key, min, max));

/** A 0/1 flag (1 = Enable/Active/YES, 0 = Disable/Non-Active/NO); `true`/`false` are taken as 1/0. */
export const flag01 = (key = 'invalidValue') => intField(key, 0, 1);

/** A required text: trimmed, not empty (`key`), at most `max` characters. */
export const requiredText = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'contentTooLong');

/** An optional text: trimmed, at most `max` characters; null counts as empty. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? '' : v), z.string({ error: 'invalidValue' }).trim().max(max, 'contentTooLong'));

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\`]+$/i;

/** An image address: empty, a path of an upload (`/uploads/…`), or an http(s) URL. Nothing else (no data:, no javascript:). */
const imageRefText = z
  .string({ error: 'contentImageInvalid' })
  .trim()
  .max(500, 'contentImageInvalid')
  .refine((v) => v === '' || (UPLOAD_PATH.test(v) && !v.includes('..')) || HTTP_URL.test(v), 'contentImageInvalid');
export const imageRef = z.preprocess((v) => (v === null ? '' : v), imageRefText);

/** A link the app opens: empty or an http(s) URL. */
export const linkUrl = z.preprocess(
  (v) => (v === null ? '' : v),
  z
    .string({ error: 'contentUrlInvalid' })
    .trim()
    .max(500, 'contentTooLong')
    .refine((v) => v === '' || HTTP_URL.test(v), 'contentUrlInvalid'),
);

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads an expiry ("Masa Aktif"): `YYYY-MM-DD` means until the end of that day in WIB (23:59:59.999 WIB);
 * a date and time without a zone is WIB; with a zone it is taken as written. Answers ISO UTC, or null when
 * empty, or undefined when the text is not a date.
 */
export function parseExpiry(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (v === '') return null;
  const day = DAY_ONLY.exec(v);
  if (day) {
    const start = Date.parse(`${v}T00:00:00.000Z`);
    if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== v) return undefined;
    return new Date(start - WIB_OFFSET_MS + 86_400_000 - 1).toISOString();
  }
  const dt = DATE_TIME.exec(v);
  if (!dt) return undefined;
  const [, date, time, zone] = dt;
  const iso = `${date}T${time}${zone ?? '+07:00'}`;
  const ms = Date.parse(iso);
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || Number.isNaN(dayStart) || new Date(dayStart).toISOString().slice(0, 10) !== date) return undefined;
  return new Date(ms).toISOString();
}

/** An expiry field: `YYYY-MM-DD` or a date and time; empty or null clears it (never expires). */
export const expiredField = z.union([z.string().max(40, 'contentExpiredInvalid'), z.null()]).transform((v, ctx) => {
  const parsed = parseExpiry(v);
  if (parsed === undefined) {
    ctx.addIssue({ code: 'custom', message: 'contentExpiredInvalid' });
    return z.NEVER;
  }
  return parsed;
});

/** "Not expired" means no expiry, or an expiry still in the future. */
export const isLive = (expired: string | null | undefined, now = new Date().toISOString()) => !expired || expired > now;

/** A LIKE pattern for "contains", lower-cased, with `!` escaping `%`, `_` and `!` (use `escape '!'`). */
export const likeContains = (search: string) => `%${likeLiteral(search)}%`;

/** A LIKE pattern for "starts with", written as `likeContains` is. */
export const likePrefix = (search: string) => `${likeLiteral(search)}%`;

const likeLiteral = (search: string) => search.toLowerCase().replace(/[!%_]/g, '!$&');

// ---------------------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------------------

const optionalNumberFilter = z.preprocess(
  (v) => (v === '' || v === null || v === 'all' || v === '-1' || v === -1 ? undefined : toWhole(v)),
  z.number({ error: 'invalidValue' }).int('invalidValue').optional(),
);

/**
 * Query of every server-paged content list. `page` is zero-based; `size` (or `itemsPerPage`) below 0 means all
 * (10000), default 10; `sort` is `field,asc|desc` or just `asc|desc` (also `sortBy` + `sortDesc`); the search
 * text is `search`, `cari` or `title`; `filterstatus` / `filtertype` narrow by status and menu type.
 */
export const contentListQuery = z
  .object({
    page: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue').default(0),
    size: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').optional(),
    itemsPerPage: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').optional(),
    sort: z.string().max(60).optional(),
    sortBy: z.string().max(60).optional(),
    sortDesc: z.string().max(10).optional(),
    search: z.string().max(100).optional(),
    cari: z.string().max(100).optional(),
    title: z.string().max(100).optional(),
    filterstatus: optionalNumberFilter,
    filtertype: optionalNumberFilter,
    exactTotal,
  })
  .transform((q) => {
    const rawSize = q.size ?? q.itemsPerPage ?? 10;
    const size = rawSize < 0 ? 10000 : rawSize === 0 ? 10 : Math.min(rawSize, 10000);
    let sort = q.sort?.trim() || undefined;
    if (!sort && q.sortBy?.trim()) {
      const by = q.sortBy.trim();
      sort = by.includes(',') ? by : `${by},${q.sortDesc === 'true' || q.sortDesc === '1' ? 'desc' : 'asc'}`;
    }
    const search = (q.cari ?? q.search ?? q.title ?? '').trim() || undefined;
    return { page: q.page, size, sort, search, status: q.filterstatus, type: q.filtertype, exactTotal: q.exactTotal };
  });
export type ContentListQuery = z.output<typeof contentListQuery>;

const idValue = z.preprocess(toWhole, z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue'));
/** The `id` a PATCH without an id in its path carries in its body. */
export const bodyId = z.object({ id: idValue });

// ---------------------------------------------------------------------------------------------------------
// Application settings (`/applist`)
// ---------------------------------------------------------------------------------------------------------

const hexColor = z
  .string({ error: 'appColorInvalid' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/, 'appColorInvalid');

/** The spec saves API URL as `api_url` and writes the dark colour also as `primarycolordark`: both are read. */
const settingsAliases = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.apiurl === undefined && o.api_url !== undefined) o.apiurl = o.api_url;
  if (o.primary_color_dark === undefined && o.primarycolordark !== undefined) o.primary_color_dark = o.primarycolordark;
  return o;
};

/**
 * Save the General tab. App Name, Server ID, API URL and API KEY are required ("Please fill value"); an empty
 * API URL or API KEY blocks the save. Fields left out keep their value.
 */
export const appSettingsBody = z.preprocess(
  settingsAliases,
  z.object({
    appname: requiredText('pleaseFillValue', 100),
    appcode: requiredText('pleaseFillValue', 30).regex(/^[A-Za-z0-9_-]+$/, 'appCodeInvalid'),
    tagline: optionalText(200).optional(),
    logo: imageRef.optional(),
    version: optionalText(20).optional(),
    regonline: flag01().optional(),
    regmethod: flag01().optional(),
    zopimkey: optionalText(100).optional(),
    apiurl: requiredText('pleaseFillValue', 500).regex(HTTP_URL, 'appApiUrlInvalid'),
    appkey: requiredText('pleaseFillValue', 200),
    primary_color: hexColor.optional(),
    primary_color_dark: hexColor.optional(),
  }),
);
export type AppSettingsBody = z.output<typeof appSettingsBody>;

export const REGONLINE_LABELS = { 1: 'YES', 0: 'NO' } as const;
export const REGMETHOD_LABELS = { 0: 'Form', 1: 'Simple' } as const;

export const appSettingsSchema = z.object({
  id: z.number().int(),
  appname: z.string(),
  appcode: z.string(),
  tagline: z.string(),
  logo: z.string(),
  version: z.string(),
  primary_color: z.string(),
  primary_color_dark: z.string(),
  /** The same value as primary_color_dark (the spec names both). */
  primarycolordark: z.string(),
  regonline: z.number().int(),
  regmethod: z.number().int(),
  zopimkey: z.string(),
  apiurl: z.string(),
  /** The same value as apiurl (the spec notes it is saved as api_url). */
  api_url: z.string(),
  appkey: z.string(),
  /** Read-only (API Key tab); `HIDDEN_SECRET` to a reader who may not change the settings. */
  serverkey: z.string(),
  maintenance: z.number().int(),
  maxotp: z.number().int(),
  updated_at: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
/** What a secret of an answer reads to a role that may only read (DESIGN §10: a viewer reads no secrets). */
export const HIDDEN_SECRET = '********';

export const maintenanceParam = z.object({ value: flag01() });
export const MAX_OTP_LIMIT = 100;
export const maxOtpParam = z.object({ value: intField('appMaxOtpInvalid', 0, MAX_OTP_LIMIT) });

/** Send push: title and text required. */
export const pushBody = z.object({
  judul: requiredText('pleaseFillInput', 100),
  isi: requiredText('pleaseFillInput', 1000),
});
export type PushBody = z.infer<typeof pushBody>;

export const PUSH_STATUSES = ['sending', 'sent', 'recorded', 'failed'] as const;
export const pushSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  isi: z.string(),
  topic: z.string(),
  /** `fcm` when FCM is configured, `log` when the message was only recorded. */
  provider: z.string(),
  status: z.enum(PUSH_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type PushMessage = z.infer<typeof pushSchema>;

// ---------------------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------------------

/** Menu type codes and labels (SPEC §9). `listOnly` codes appear only as list labels and are not offered in the form. */
export const MENU_TYPES = [
  { code: 1, label: 'PPOB Single Produk' },
  { code: 2, label: 'Category' },
  { code: 3, label: 'PPOB Multi Produk' },
  { code: 4, label: 'Web View' },
  { code: 5, label: 'Pembelian' },
  { code: 6, label: 'Voucher Fisik' },
  { code: 9, label: 'Pulsa & Internet' },
  { code: 10, label: 'Pricelist', listOnly: true },
  { code: 11, label: 'Ecommerce', listOnly: true },
  { code: 12, label: 'Category Filter Nomor' },
  { code: 15, label: 'Topup Bulk' },
  { code: 16, label: 'Voucher Fisik Bulk' },
  { code: 17, label: 'PPOB Bulk' },
  { code: 18, label: 'Voucher Zero' },
  { code: 19, label: 'Digipos' },
  { code: 20, label: 'Isimple' },
  { code: 21, label: 'Sidompul' },
  { code: 22, label: 'Free Denom' },
] as const satisfies readonly { code: number; label: string; listOnly?: boolean }[];
export type MenuTypeCode = (typeof MENU_TYPES)[number]['code'];

/** The types the menu form offers. */
export const MENU_TYPE_OPTIONS = MENU_TYPES.filter((t) => !('listOnly' in t));

export const isMenuType = (code: number): code is MenuTypeCode => MENU_TYPES.some((t) => t.code === code);

/** The label of a menu type code, or the code itself when unknown. */
export const menuTypeLabel = (code: number): string => MENU_TYPES.find((t) => t.code === code)?.label ?? String(code);

export const MENU_DEFAULTS = { type: 1, showhome: 1, status: 1, order: 1 } as const;

/** Add or edit a menu: Label required; left-out fields take the defaults (add) or keep their value (edit). */
export const menuBody = z.object({
  label: requiredText('pleaseFillInput', 100),
  image: imageRef.optional(),
  type: intField('menuTypeInvalid', 0, 1000)
    .refine((n) => isMenuType(n), 'menuTypeInvalid')
    .optional(),
  description: optionalText(500).optional(),
  kodeproduk: optionalText(100).optional(),
  idoperator: optionalText(100).optional(),
  showhome: flag01().optional(),
  url: linkUrl.optional(),
  status: flag01().optional(),
  order: intField('invalidValue', 0, 1_000_000).optional(),
});
export type MenuBody = z.output<typeof menuBody>;
/** Edit through `PATCH /backoffice/menu` (the id in the body). */
export const menuPatchBody = menuBody.extend(bodyId.shape);

export const menuSchema = z.object({
  id: z.number().int(),
  appid: z.number().int(),
  label: z.string(),
  image: z.string(),
  type: z.number().int(),
  description: z.string(),
  kodeproduk: z.string(),
  idoperator: z.string(),
  showhome: z.number().int(),
  url: z.string(),
  status: z.number().int(),
  order: z.number().int(),
  updated_at: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;
export const MENU_SORT_FIELDS = ['id', 'label', 'type', 'status', 'showhome', 'order', 'updated_at'] as const;

// ---------------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------------

const menuIdItem = z.preprocess(
  (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : toWhole(v)),
  z.number({ error: 'categoryMenuUnknown' }).int('categoryMenuUnknown').positive('categoryMenuUnknown'),
);

/** Add or edit a category: Title, Status, Show, Sort and at least one menu required; sort is a number. */
export const categoryBody = z.object({
  title: requiredText('pleaseFillInput', 100),
  status: flag01('pleaseFillInput'),
  showHome: flag01('pleaseFillInput'),
  sort: intField('pleaseFillInput', 0, 1_000_000),
  menus: z
    .array(menuIdItem, { error: 'categoryMenusRequired' })
    .min(1, 'categoryMenusRequired')
    .max(200, 'contentTooLong')
    .transform((ids) => [...new Set(ids)]),
});
export type CategoryBody = z.output<typeof categoryBody>;
export const categoryPatchBody = categoryBody.extend(bodyId.shape);
/** Shown as a hint in the form, not enforced (SPEC §5). */
export const CATEGORY_MENU_HINT_MAX = 5;

export const categorySchema = z.object({
  id: z.number().int(),
  appid: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  showHome: z.number().int(),
  sort: z.number().int(),
  menus: z.array(z.number().int()),
  listMenu: z.array(z.object({ id: z.number().int(), label: z.string() })),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const CATEGORY_SORT_FIELDS = ['sort', 'id', 'title', 'status', 'showHome', 'updated_at'] as const;

// ---------------------------------------------------------------------------------------------------------
// News and info list (same shape)
// ---------------------------------------------------------------------------------------------------------

/** Add or edit a news item (or info item). `content` is HTML: the server sanitises it before storing. */
export const articleBody = z.object({
  title: requiredText('pleaseFillInput', 200),
  breaf: optionalText(500).optional(),
  content: optionalText(200_000).optional(),
  image: imageRef.optional(),
  status: flag01().optional(),
});
export type ArticleBody = z.output<typeof articleBody>;
export const articlePatchBody = articleBody.extend(bodyId.shape);

export const articleSchema = z.object({
  id: z.number().int(),
  appid: z.number().int(),
  title: z.string(),
  breaf: z.string(),
  content: z.string(),
  image: z.string(),
  status: z.number().int(),
  created_at: z.string(),
  update_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
export const ARTICLE_SORT_FIELDS = ['id', 'title', 'status', 'update_at', 'created_at'] as const;

// ---------------------------------------------------------------------------------------------------------
// Popups
// ---------------------------------------------------------------------------------------------------------

/** The form labels the name "label": both are read. */
const popupAliases = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  return o.name === undefined && o.label !== undefined ? { ...o, name: o.label } : o;
};

/** Add or edit a popup: name required ("Mohon diisi"); url optional; expiry "Masa Aktif". */
const popupFields = z.object({
  name: requiredText('popupNameRequired', 100),
  url: linkUrl.optional(),
  image: imageRef.optional(),
  status: flag01().optional(),
  expired: expiredField.optional(),
});
export const popupBody = z.preprocess(popupAliases, popupFields);
export type PopupBody = z.output<typeof popupBody>;
export const popupPatchBody = z.preprocess(popupAliases, popupFields.extend(bodyId.shape));

export const popupSchema = z.object({
  id: z.number().int(),
  appid: z.number().int(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  status: z.number().int(),
  expired: z.string().nullable(),
  updated_at: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;
export const POPUP_SORT_FIELDS = ['id', 'name', 'status', 'expired', 'updated_at'] as const;

// ---------------------------------------------------------------------------------------------------------
// Slider banners
// ---------------------------------------------------------------------------------------------------------

/** Add or edit a banner: name and image required. */
export const bannerBody = z.object({
  name: requiredText('bannerNameRequired', 100),
  url: linkUrl.optional(),
  image: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: 'bannerImageRequired' }).trim().min(1, 'bannerImageRequired').pipe(imageRefText),
  ),
  status: flag01().optional(),
  order: intField('invalidValue', 0, 1_000_000).optional(),
});
export type BannerBody = z.output<typeof bannerBody>;
export const bannerPatchBody = bannerBody.extend(bodyId.shape);

export const bannerSchema = z.object({
  id: z.number().int(),
  appid: z.number().int(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  status: z.number().int(),
  order: z.number().int(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const BANNER_SORT_FIELDS = ['order', 'id', 'name', 'status', 'updated_at'] as const;

// ---------------------------------------------------------------------------------------------------------
// Running texts
// ---------------------------------------------------------------------------------------------------------

/** Add or edit a running text: Pesan required; Status (aktif 1/0); Masa Aktif. */
export const runningTextBody = z.object({
  msg: requiredText('pleaseFillInput', 500),
  aktif: flag01().optional(),
  expired: expiredField.optional(),
});
export type RunningTextBody = z.output<typeof runningTextBody>;
export const runningTextPatchBody = runningTextBody.extend(bodyId.shape);

export const runningTextSchema = z.object({
  id: z.number().int(),
  appid: z.number().int(),
  msg: z.string(),
  aktif: z.number().int(),
  expired: z.string().nullable(),
  updated_at: z.string(),
});
export type RunningText = z.infer<typeof runningTextSchema>;
export const RUNNING_TEXT_SORT_FIELDS = ['id', 'msg', 'aktif', 'expired', 'updated_at'] as const;

// ---------------------------------------------------------------------------------------------------------
// Media uploads
// ---------------------------------------------------------------------------------------------------------

const MB = 1024 * 1024;

/**
 * What an upload is for, with its size limit (bytes of the file sent) and the longest side it is bounded to.
 * Images are PNG, JPEG or WebP only (checked by their bytes), re-encoded without metadata.
 */
export const UPLOAD_PURPOSES = {
  logo: { maxBytes: 1 * MB, maxSide: 1024 },
  menu: { maxBytes: 1 * MB, maxSide: 512 },
  banner: { maxBytes: 5 * MB, maxSide: 2048 },
  news: { maxBytes: 5 * MB, maxSide: 2048 },
  info: { maxBytes: 5 * MB, maxSide: 2048 },
  popup: { maxBytes: 5 * MB, maxSide: 2048 },
  /** Identity and business photos (loan application): "Photo max 1 MB". */
  photo: { maxBytes: 1 * MB, maxSide: 2048 },
  general: { maxBytes: 2 * MB, maxSide: 2048 },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];
/** The largest file any purpose accepts (the multipart limit). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.maxBytes));
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const uploadQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSE_NAMES, { error: 'mediaPurposeInvalid' }).default('general'),
});

/** The multipart body of an upload (documentation: the file is read from the stream). */
export const uploadBody = z
  .looseObject({ file: z.string().meta({ format: 'binary', description: 'PNG, JPEG or WebP image' }).optional() })
  .nullish();

export const uploadedSchema = z.object({
  id: z.number().int(),
  imageurl: z.string(),
  purpose: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type Uploaded = z.infer<typeof uploadedSchema>;

/** Upload answer: `imageurl` at the top (as the console reads it) and the details in `data`. */
export const uploadAnswer = z.object({ success: z.boolean(), msg: z.string(), imageurl: z.string(), data: uploadedSchema });

// ---------------------------------------------------------------------------------------------------------
// What the app reads
// ---------------------------------------------------------------------------------------------------------

export const publicConfigParams = z.object({ appcode: z.string().min(1).max(30) });

const publicMenuSchema = menuSchema.omit({ appid: true, status: true, updated_at: true });

export const publicAppConfigSchema = z.object({
  /** Base of relative addresses (e.g. images inside news HTML). */
  base_url: z.string(),
  settings: z.object({
    appname: z.string(),
    appcode: z.string(),
    tagline: z.string(),
    logo: z.string(),
    version: z.string(),
    primary_color: z.string(),
    primary_color_dark: z.string(),
    regonline: z.number().int(),
    regmethod: z.number().int(),
    zopimkey: z.string(),
    apiurl: z.string(),
  }),
  maintenance: z.number().int(),
  /** Active menus by `order`, then id: the first `PUBLIC_MENU_LIMIT`. */
  menus: z.array(publicMenuSchema),
  /** Active categories by `sort`, then id, each with its active menus in the order they were chosen. */
  categories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      showHome: z.number().int(),
      sort: z.number().int(),
      menus: z.array(publicMenuSchema),
    }),
  ),
  banners: z.array(bannerSchema.omit({ appid: true, status: true })),
  news: z.array(articleSchema.omit({ appid: true, status: true })),
  infos: z.array(articleSchema.omit({ appid: true, status: true })),
  popups: z.array(popupSchema.omit({ appid: true, status: true })),
  runningtexts: z.array(runningTextSchema.omit({ appid: true, aktif: true })),
  generated_at: z.string(),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;
/** The newest news and info items the app config carries (each). */
export const PUBLIC_ARTICLE_LIMIT = 100;
/**
 * The most active menus the app config carries (the first by order), as many as the category form offers
 * (SPEC: its menu options load with size 1000): a server with a million menus still answers a bounded config.
 * A category carries its chosen active menus whether or not they are among these.
 */
export const PUBLIC_MENU_LIMIT = 1000;
