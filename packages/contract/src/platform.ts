import { z } from 'zod';
import { page, pageQuery } from './common.js';
import { flag01, intField } from './content.js';
import { topupItem } from './money.js';
import { allowedIpsField } from './webhooks.js';

/**
 * The platform: partner servers (mitra), Kaspro agents and applications, resellers, products, the engine API
 * partner servers push into, account-deletion requests, partner modules and the audit log. Messages are keys
 * of `platform.messages.ts` (and the core catalogue).
 */

// ---------------------------------------------------------------------------------------------------------
// Labels of the spec's codes
// ---------------------------------------------------------------------------------------------------------

export const MEMBER_TYPE_LABELS = { 1: 'Premium', 0: 'Regular' } as const;
export const ENGINE_CORE_LABELS = { 1: 'OTHER', 0: 'IRS' } as const;
export const MITRA_STATUS_LABELS = { 1: 'Aktif', 0: 'Non-Aktif' } as const;
/** Delete-account requests: 0 pending, 1 approved (the list shows the chip "Ok" for 1). */
export const DELETION_STATUS_LABELS = { 0: 'Pending', 1: 'Ok' } as const;
export const MODULE_STATUS_LABELS = { 1: 'Active', 0: 'Inactive' } as const;
export const PRODUCT_FLAG_LABELS = { aktif: 'Aktif', gangguan: 'Gangguan', kosong: 'Kosong' } as const;

/** Page sizes of the client tables; -1 is "All" (the server reads any size below 0 as 10000). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, -1] as const;
/** Partner module pages have 10 rows. */
export const MODULE_PAGE_SIZE = 10;
/** Rows one engine batch may carry. */
export const ENGINE_BATCH_MAX = 5000;
/** Rows one CSV import may carry. */
export const CSV_IMPORT_MAX_ROWS = 50_000;

// ---------------------------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------------------------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
const KODE = /^[A-Za-z0-9._-]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\`]+$/i;
const nullToEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);

/** A required text: trimmed, not empty (`key`), at most `max` characters. */
export const platformRequired = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'platformTooLong');

/** An optional text: trimmed, at most `max`; null and a missing value count as empty. */
export const platformText = (max: number) =>
  z.preprocess(nullToEmpty, z.string({ error: 'invalidValue' }).trim().max(max, 'platformTooLong'));

/** A code (reseller kode, product kode): letters, digits, dot, dash, underscore, 1 to 30. */
export const kodeField = z
  .string({ error: 'pleaseFillValue' })
  .trim()
  .min(1, 'pleaseFillValue')
  .max(30, 'platformKodeInvalid')
  .regex(KODE, 'platformKodeInvalid');

/** An optional code (e.g. kode_upline): empty or null means none. */
export const optionalKode = z.preprocess(
  nullToEmpty,
  z
    .string({ error: 'platformKodeInvalid' })
    .trim()
    .max(30, 'platformKodeInvalid')
    .refine((v) => v === '' || KODE.test(v), 'platformKodeInvalid'),
);

/** An e-mail that may be empty. */
export const emailOrEmpty = z.preprocess(
  nullToEmpty,
  z
    .string({ error: 'emailInvalid' })
    .trim()
    .max(254, 'emailInvalid')
    .refine((v) => v === '' || EMAIL.test(v), 'emailInvalid')
    .transform((v) => v.toLowerCase()),
);

export const emailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(EMAIL, 'emailInvalid')
  .transform((v) => v.toLowerCase());

/** A phone number that may be empty. */
export const phoneOrEmpty = z.preprocess(
  nullToEmpty,
  z
    .string({ error: 'phoneInvalid' })
    .trim()
    .max(30, 'phoneInvalid')
    .refine((v) => v === '' || PHONE.test(v), 'phoneInvalid'),
);

/** Whole rupiah; `min` 0 for prices, negative allowed for balances an engine reports (credit). */
export const rupiahField = (min = 0) => intField('platformAmountInvalid', min, 1_000_000_000_000_000);

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_ONLY = /^(\d{4}-\d{2}-\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?$/;

const validDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/**
 * Reads a point in time: ISO-8601 with a zone is taken as written; `YYYY-MM-DD HH:mm[:ss]` without a zone is
 * WIB (engines and spreadsheets write local time); `YYYY-MM-DD` is the start of that day in WIB. Answers ISO
 * UTC, or undefined when the text is not a time.
 */
export function parseWibTime(value: string): string | undefined {
  const v = value.trim();
  const day = DAY_ONLY.exec(v);
  if (day) return validDay(v) ? new Date(Date.parse(`${v}T00:00:00.000Z`) - WIB_OFFSET_MS).toISOString() : undefined;
  const dt = DATE_TIME.exec(v);
  if (!dt) return undefined;
  const [, date, time, zone] = dt;
  if (!validDay(date!)) return undefined;
  const fraction = time!.replace(/(\.\d{3})\d+$/, '$1');
  const ms = Date.parse(`${date}T${fraction}${zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : '+07:00'}`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** A time field (see `parseWibTime`), answered as ISO UTC. */
export const wibTimeField = z
  .string({ error: 'platformTimeInvalid' })
  .max(40, 'platformTimeInvalid')
  .transform((v, ctx) => {
    const iso = parseWibTime(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'platformTimeInvalid' });
      return z.NEVER;
    }
    return iso;
  });

/** A WIB calendar day `YYYY-MM-DD` (date filters). */
export const wibDayField = z
  .string({ error: 'platformDateInvalid' })
  .trim()
  .refine((v) => DAY_ONLY.test(v) && validDay(v), 'platformDateInvalid');

/** Query of a server-paged platform list: zero-based page, size (below 0 = all, 10000), sort, search. */
export const platformListQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'platformTooLong').optional(),
});
export type PlatformListQuery = z.output<typeof platformListQuery>;

const hexColor = z
  .string({ error: 'platformColorInvalid' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'platformColorInvalid');

// ---------------------------------------------------------------------------------------------------------
// Mitra servers (administrator)
// ---------------------------------------------------------------------------------------------------------

/** The Server ID (app code) of a mitra: upper-cased, 3 to 30 letters, digits, dash or underscore. */
export const serverIdField = z
  .string({ error: 'pleaseFillInput' })
  .trim()
  .min(1, 'pleaseFillInput')
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, 'mitraServerIdInvalid'));

const mitraFields = z.object({
  name: platformRequired('pleaseFillInput', 100),
  address: platformText(200),
  contact: platformText(100),
  phone: phoneOrEmpty,
  email: emailField,
  server_id: serverIdField,
  member_type: flag01(),
  engine_core: flag01(),
  status: flag01(),
  allowedIps: allowedIpsField,
});

/** Add dialog: Name, Address, Contact, Phone, Email, ServerID, Member Type, Engine Core, Status. */
export const mitraCreateBody = mitraFields.extend({
  member_type: flag01().default(0),
  engine_core: flag01().default(0),
  status: flag01().default(1),
  allowedIps: allowedIpsField.default([]),
});
export type MitraCreateBody = z.output<typeof mitraCreateBody>;

/** Edit: any of the add fields; the ones left out keep their value. */
export const mitraPatchBody = mitraFields.partial();
export type MitraPatchBody = z.output<typeof mitraPatchBody>;

export const mitraSortFields = ['name', 'server_id', 'email', 'member_type', 'engine_core', 'status', 'updated_at', 'created_at'] as const;
export const mitraListQuery = platformListQuery.extend({ status: flag01().optional() });

export const mitraSchema = z.object({
  id: z.number().int(),
  server_id: z.string(),
  name: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
  member_type: z.number().int(),
  engine_core: z.number().int(),
  status: z.number().int(),
  /** Whether an engine key was issued (the key itself is never shown again). */
  has_server_key: z.boolean(),
  /** Addresses (CIDR) the engine key works from; empty: anywhere. */
  allowedIps: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Mitra = z.infer<typeof mitraSchema>;

/** Creating a mitra (or rotating its key) answers the new server key once. */
export const mitraCreatedSchema = mitraSchema.extend({ server_key: z.string() });
export const serverKeySchema = z.object({ server_key: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Kaspro agents and applications (administrator)
// ---------------------------------------------------------------------------------------------------------

export const kasproAgentInput = z.object({
  accountnumber: z
    .string({ error: 'pleaseFillValue' })
    .trim()
    .min(1, 'pleaseFillValue')
    .max(30, 'kasproAccountInvalid')
    .regex(/^[A-Za-z0-9-]+$/, 'kasproAccountInvalid'),
  msisdn: z
    .string({ error: 'pleaseFillValue' })
    .trim()
    .min(1, 'pleaseFillValue')
    .regex(/^\+?[0-9]{8,15}$/, 'kasproMsisdnInvalid'),
  fullname: platformRequired('pleaseFillValue', 100),
});
export type KasproAgentInput = z.output<typeof kasproAgentInput>;

export const kasproAgentSchema = z.object({
  id: z.number().int(),
  accountnumber: z.string(),
  msisdn: z.string(),
  fullname: z.string(),
  updated_at: z.string(),
});
export type KasproAgent = z.infer<typeof kasproAgentSchema>;
export const kasproSortFields = ['accountnumber', 'msisdn', 'fullname', 'updated_at'] as const;

/** Export the selected agents (their ids) as CSV. */
export const kasproExportBody = z.object({
  ids: z
    .array(intField('invalidValue', 1, Number.MAX_SAFE_INTEGER))
    .min(1, 'kasproExportEmpty')
    .max(10000, 'invalidValue'),
});

/** Add-application dialog: App Name, Version (1.0), Primary Color (#3F51B5), Primary Color Dark (#3949AB). */
export const kasproApplicationBody = z.object({
  appname: platformRequired('pleaseFillValue', 100),
  version: z.preprocess((v) => (v === null || v === '' ? undefined : v), platformRequired('pleaseFillValue', 20).default('1.0')),
  primary_color: z.preprocess((v) => (v === null || v === '' ? undefined : v), hexColor.default('#3F51B5')),
  primary_color_dark: z.preprocess((v) => (v === null || v === '' ? undefined : v), hexColor.default('#3949AB')),
});
export type KasproApplicationBody = z.output<typeof kasproApplicationBody>;

export const kasproApplicationSchema = z.object({
  id: z.number().int(),
  appname: z.string(),
  version: z.string(),
  primary_color: z.string(),
  primary_color_dark: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KasproApplication = z.infer<typeof kasproApplicationSchema>;

/** An import's body (documentation): a multipart `file`, or the CSV text itself as `text/csv`. */
export const csvUploadBody = z
  .union([
    z.string().meta({ description: 'CSV text (text/csv)' }),
    z.looseObject({ file: z.string().meta({ format: 'binary', description: 'CSV file' }).optional() }),
  ])
  .nullish();

/** An import's answer. */
export const importResultSchema = z.object({ total: z.number().int(), created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Resellers (operator, per server)
// ---------------------------------------------------------------------------------------------------------

/**
 * Add or edit a reseller: with `id` (or a kode the server already has) it is an edit, and the optional fields
 * left out keep their stored value (a new reseller gets '', no upline, saldo 0, registered now).
 */
export const resellerBody = z.object({
  id: intField('notFound', 1, Number.MAX_SAFE_INTEGER).optional(),
  kode: kodeField,
  nama: platformRequired('pleaseFillValue', 100),
  alamat: platformText(200).optional(),
  email: emailOrEmpty.optional(),
  phone: phoneOrEmpty.optional(),
  kode_upline: optionalKode.optional(),
  saldo: rupiahField(-1_000_000_000_000).optional(),
  tgl_daftar: z.preprocess((v) => (v === null || v === '' ? undefined : v), wibTimeField.optional()),
});
export type ResellerBody = z.output<typeof resellerBody>;

/** One CSV row of a reseller import (header: kode,nama,alamat,email,phone,kode_upline,saldo,tgl_daftar). */
export const resellerCsvRow = resellerBody.omit({ id: true });
export const RESELLER_CSV_COLUMNS = ['kode', 'nama', 'alamat', 'email', 'phone', 'kode_upline', 'saldo', 'tgl_daftar'] as const;
export const RESELLER_CSV_REQUIRED = ['kode', 'nama'] as const;

export const resellerSchema = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  alamat: z.string(),
  email: z.string(),
  phone: z.string(),
  kode_upline: z.string(),
  saldo: z.number().int(),
  tgl_daftar: z.string(),
  updateAt: z.string(),
  /** Last activity the engine reported ("active today" counts these in WIB). */
  last_activity: z.string().nullable(),
  /** 1 once an approved account deletion removed this reseller's personal data. */
  anonymized: z.number().int(),
});
export type Reseller = z.infer<typeof resellerSchema>;
export const resellerSortFields = ['kode', 'nama', 'saldo', 'tgl_daftar', 'updateAt', 'last_activity', 'kode_upline'] as const;
export const resellerListQuery = platformListQuery.extend({ kode_upline: optionalKode.optional() });

// ---------------------------------------------------------------------------------------------------------
// Products (operator, per server)
// ---------------------------------------------------------------------------------------------------------

/**
 * Add or edit a product: with `id` (or a kode the server already has) it is an edit, and the optional fields left
 * out keep their stored value (a new product gets '', harga_jual 0, aktif 1, gangguan 0, kosong 0).
 */
export const productBody = z.object({
  id: intField('notFound', 1, Number.MAX_SAFE_INTEGER).optional(),
  kode: kodeField,
  nama: platformRequired('pleaseFillValue', 100),
  catatan: platformText(500).optional(),
  kode_operator: optionalKode.optional(),
  harga_jual: rupiahField(0).optional(),
  aktif: flag01().optional(),
  gangguan: flag01().optional(),
  kosong: flag01().optional(),
});
export type ProductBody = z.output<typeof productBody>;

export const productSchema = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  catatan: z.string(),
  kode_operator: z.string(),
  harga_jual: z.number().int(),
  aktif: z.number().int(),
  gangguan: z.number().int(),
  kosong: z.number().int(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productSortFields = ['kode', 'nama', 'kode_operator', 'harga_jual', 'aktif', 'updated_at'] as const;
export const productListQuery = platformListQuery.extend({
  kode_operator: optionalKode.optional(),
  aktif: flag01().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Engine API (partner servers, header X-Server-Key)
// ---------------------------------------------------------------------------------------------------------

const optionalTime = z.preprocess((v) => (v === null || v === '' ? undefined : v), wibTimeField.optional());

/** A reseller as the engine pushes it; fields left out keep their stored value (or the default for a new one). */
export const engineResellerItem = z.object({
  kode: kodeField,
  nama: platformRequired('pleaseFillValue', 100),
  alamat: platformText(200).optional(),
  email: emailOrEmpty.optional(),
  phone: phoneOrEmpty.optional(),
  kode_upline: optionalKode.optional(),
  saldo: rupiahField(-1_000_000_000_000).optional(),
  tgl_daftar: optionalTime,
  /** The reseller's last transaction or login on the engine. */
  last_activity: optionalTime,
});
export type EngineResellerItem = z.output<typeof engineResellerItem>;

export const engineProductItem = z.object({
  kode: kodeField,
  nama: platformRequired('pleaseFillValue', 100),
  catatan: platformText(500).optional(),
  kode_operator: optionalKode.optional(),
  harga_jual: rupiahField(0).optional(),
  aktif: flag01().optional(),
  gangguan: flag01().optional(),
  kosong: flag01().optional(),
});
export type EngineProductItem = z.output<typeof engineProductItem>;

/** A batch `{ items: [...] }`; the same `key` twice in one batch is refused (the second one is named). */
export const engineBatch = <T extends z.ZodTypeAny>(item: T, key: string, max = ENGINE_BATCH_MAX) =>
  z.object({
    items: z
      .array(item, { error: 'pleaseFillValue' })
      .min(1, 'pleaseFillValue')
      .max(max, 'engineBatchTooLarge')
      .superRefine((items, ctx) => {
        const seen = new Set<unknown>();
        items.forEach((it, i) => {
          const k = (it as Record<string, unknown>)[key];
          if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, key], message: 'engineDuplicate' });
          seen.add(k);
        });
      }),
  });

export const engineResellersBody = engineBatch(engineResellerItem, 'kode');
export const engineProductsBody = engineBatch(engineProductItem, 'kode');

/** Top-ups per batch (the money module records at most this many at once). */
export const ENGINE_TOPUP_BATCH_MAX = 1000;
/**
 * Resellers' top-ups as the engine reports them (the money module's `topupItem`: reff, channelname, amount,
 * status 0 Pending / 1 Sukses / 2 Gagal, reseller = the reseller's kode, waktu ISO-8601). A reff already
 * recorded only takes the new status.
 */
export const engineTopupsBody = engineBatch(topupItem, 'reff', ENGINE_TOPUP_BATCH_MAX);
export const engineTopupResultSchema = z.object({ received: z.number().int(), recorded: z.number().int() });

/** The Saldo IRSMarket figure of the server; an `as_of` older than the stored one is ignored. */
export const engineBalanceBody = z.object({
  irsmarketbalance: rupiahField(-1_000_000_000_000),
  as_of: optionalTime,
});
export type EngineBalanceBody = z.output<typeof engineBalanceBody>;

export const engineResultSchema = z.object({
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type EngineResult = z.infer<typeof engineResultSchema>;

export const engineBalanceSchema = z.object({
  irsmarketbalance: z.number().int(),
  as_of: z.string(),
  /** false when the figure sent was older than the stored one. */
  applied: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------
// Account deletion
// ---------------------------------------------------------------------------------------------------------

const uuidField = platformRequired('pleaseFillValue', 100);

export const deletionRequestSchema = z.object({
  id: z.number().int(),
  id_reseller: z.string(),
  name_reseller: z.string(),
  uuid: z.string(),
  createdat: z.string(),
  status: z.number().int(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const deletionListQuery = pageQuery.extend({ status: flag01().optional() });

/** Approve: `{ id_reseller, uuid, status: 1 }`. */
export const deletionApproveBody = z.object({
  id_reseller: kodeField,
  uuid: uuidField,
  status: intField('deletionApproveOnly', 1, 1),
});

/** What the app files (header X-App-Key). */
export const publicDeletionBody = z.object({ id_reseller: kodeField, uuid: uuidField });
export const publicAppParams = z.object({ appcode: z.string().trim().min(1).max(30) });
export const deletionCountSchema = z.object({ count: z.number().int() });

// ---------------------------------------------------------------------------------------------------------
// Partner modules (digipos, isimple, sidompul)
// ---------------------------------------------------------------------------------------------------------

export const PARTNER_MODULES = ['digipos', 'isimple', 'sidompul'] as const;
export type PartnerModule = (typeof PARTNER_MODULES)[number];
export const partnerModuleParams = z.object({ module: z.enum(PARTNER_MODULES) });
export const adminModuleParams = z.object({ module: z.enum(PARTNER_MODULES), app_code: z.string().trim().min(1).max(30) });

export const partnerModuleSchema = z.object({
  app_code: z.string(),
  url_module: z.string(),
  status: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PartnerModuleRecord = z.infer<typeof partnerModuleSchema>;

/** A module page also says whether the module is still "soon" (the web shows the under-development placeholder). */
export const partnerModulePage = page(partnerModuleSchema).extend({ soon: z.boolean() });

export const partnerModuleUrlBody = z.object({
  url_module: z.preprocess(
    nullToEmpty,
    z
      .string({ error: 'moduleUrlRequired' })
      .trim()
      .min(1, 'moduleUrlRequired')
      .max(500, 'moduleUrlInvalid')
      .refine((v) => HTTP_URL.test(v) && URL.canParse(v), 'moduleUrlInvalid'),
  ),
});
export const partnerModuleStatusBody = z.object({ status: flag01() });
export const partnerModuleSoonBody = z.object({ soon: z.boolean({ error: 'invalidValue' }) });
export const adminModuleListQuery = platformListQuery.extend({ status: flag01().optional() });

// ---------------------------------------------------------------------------------------------------------
// Audit log (administrator)
// ---------------------------------------------------------------------------------------------------------

// The actions' words live in a file of their own (no zod): the server's audit writer types its actions with them.
export * from './audit-actions.js';

export const auditQuery = pageQuery.extend({
  /** The acting user (their id): the owner's filter by person. */
  user: z.coerce.number().int().positive().optional(),
  /** Actor e-mail (contains). */
  actor: z.string().trim().max(254, 'platformTooLong').optional(),
  /** Action, exact or a prefix ending with `.` (e.g. `mitra.`). */
  action: z.string().trim().max(100, 'platformTooLong').optional(),
  entity: z.string().trim().max(60, 'platformTooLong').optional(),
  /** First and last WIB day of the range (inclusive). */
  awal: wibDayField.optional(),
  akhir: wibDayField.optional(),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  actor_user_id: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  server_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditSortFields = ['created_at', 'action', 'actor', 'entity'] as const;
