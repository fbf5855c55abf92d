import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { nowIso } from './time.js';

/** Every platform setting with its schema and default: the one list the admin settings call reads. */
export const settingDefinitions = {
  'dashboard.videos': {
    /** `title` in Indonesian, `titleEn` in English (the Indonesian one when missing). */
    schema: z
      .array(
        z.object({
          title: z.string().min(1).max(100),
          titleEn: z.string().min(1).max(100).optional(),
          url: z.union([z.literal(''), z.url().max(500)]),
        }),
      )
      .max(6),
    default: [
      { title: 'Mengatur aplikasi', titleEn: 'Setting up the app', url: '' },
      { title: 'Mengelola menu dan banner', titleEn: 'Managing menus and banners', url: '' },
      { title: 'Wallet dan Token SMS', titleEn: 'Wallet and SMS tokens', url: '' },
    ],
  },
  /** Partner modules still under development: their page shows the placeholder instead of the table. */
  'partnerModules.soon': {
    schema: z.object({ digipos: z.boolean(), isimple: z.boolean(), sidompul: z.boolean() }),
    default: { digipos: false, isimple: false, sidompul: false },
  },
  'wallet.channels': {
    schema: z
      .array(
        z.object({
          id: z.number().int().positive(),
          code: z.string().min(1).max(20),
          name: z.string().min(1).max(40),
          bank: z.string().min(1).max(20),
          fee: z.number().int().min(0).max(1_000_000),
          status: z.number().int().min(0).max(1),
        }),
      )
      .min(1)
      .max(20),
    default: [
      { id: 1, code: 'VA-BCA', name: 'VA-BCA', bank: 'BCA', fee: 4000, status: 1 },
      { id: 2, code: 'VA-MANDIRI', name: 'VA-MANDIRI', bank: 'MANDIRI', fee: 4000, status: 1 },
      { id: 3, code: 'VA-BNI', name: 'VA-BNI', bank: 'BNI', fee: 4000, status: 1 },
      { id: 4, code: 'VA-BRI', name: 'VA-BRI', bank: 'BRI', fee: 4000, status: 1 },
      { id: 5, code: 'ALFAMART', name: 'ALFAMART', bank: 'ALFAMART', fee: 5000, status: 1 },
    ],
  },
  'wallet.limits': {
    schema: z.object({
      cashinMin: z.number().int().min(1),
      cashinMax: z.number().int().min(1),
      cashoutMin: z.number().int().min(1),
      cashoutMax: z.number().int().min(1),
    }),
    default: { cashinMin: 10_000, cashinMax: 100_000_000, cashoutMin: 10_000, cashoutMax: 100_000_000 },
  },
  'tokensms.paymentInfo': {
    schema: z.object({
      banks: z
        .array(z.object({ bank: z.string().min(1).max(30), accountno: z.string().min(1).max(30), accountname: z.string().min(1).max(100) }))
        .max(4),
      contact: z.object({ name: z.string().max(100), phone: z.string().max(30), url: z.union([z.literal(''), z.url().max(300)]) }),
    }),
    default: {
      banks: [
        { bank: 'BCA', accountno: '5270 8812 34', accountname: 'PT Konsol Digital Nusantara' },
        { bank: 'MANDIRI', accountno: '137 00 1928374 6', accountname: 'PT Konsol Digital Nusantara' },
      ],
      contact: { name: 'WhatsApp Admin Konsol', phone: '0812-8000-1234', url: 'https://wa.me/6281280001234' },
    },
  },
  'tokensms.pricing': {
    schema: z.object({ pricePerSms: z.number().int().min(0), vaBank: z.enum(['BCA', 'MANDIRI', 'BNI', 'BRI']) }),
    default: { pricePerSms: 350, vaBank: 'BCA' },
  },
  /** Loans (irmacapital): fee rate, fixed admin charge, days to due date, limit given on approval. */
  'loan.setting': {
    schema: z.object({
      fee: z.number().min(0).max(1),
      admin: z.number().int().min(0),
      periode: z.number().int().min(1).max(365),
      creditlimit: z.number().int().min(0),
    }),
    default: { fee: 0.015, admin: 0, periode: 30, creditlimit: 50_000_000 },
  },
  /** Pay-later (bayartempo): admin fee of cash-outs to banks other than BNI, limit of a new account. */
  'bayartempo.setting': {
    schema: z.object({ cashoutFee: z.number().int().min(0), totalLimit: z.number().int().min(0) }),
    default: { cashoutFee: 6500, totalLimit: 10_000_000 },
  },
} as const;
export type SettingKey = keyof typeof settingDefinitions;

/** Platform settings the administrator changes: one JSON value per key. */
export function settingsRepository(db: Kysely<DB>) {
  return {
    async get<T>(key: string, fallback: T): Promise<T> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      if (!row) return fallback;
      try {
        return JSON.parse(row.value) as T;
      } catch {
        return fallback;
      }
    },
    async set(key: string, value: unknown): Promise<void> {
      const text = JSON.stringify(value);
      await db
        .insertInto('settings')
        .values({ key, value: text, updated_at: nowIso() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: nowIso() }))
        .execute();
    },
  };
}
