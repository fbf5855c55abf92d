import { z } from 'zod';
import { approvalCode, approvalRow } from './approvals.js';
import { page, pageQuery, toWhole, wholeField } from './common.js';
import { LOAN_NUMBER_FIELDS, LOAN_TEXT_FIELDS, type LoanNumberField, type LoanTextField } from './credit.fields.js';
import { loanFieldKey } from './credit.messages.js';
import { isCalendarDay } from './money.js';

/**
 * Credit: working-capital loans (irmacapital: settings, application, decision, contracts, repayments), the
 * location lists of the application, and pay-later (bayartempo: balance, bills, accounts, cash-out). Schemas,
 * status mappings and pure rules shared by the server and the web app. Money is whole rupiah.
 */

// ---------------------------------------------------------------------------------------------------------
// Loans: constants and pure rules
// ---------------------------------------------------------------------------------------------------------

/** Loan status as the server stores it: 0 none (intro), 1 approved (dashboard), 8 rejected (form again), 9 waiting. */
export const LOAN_STATUS = { NONE: 0, APPROVED: 1, REJECTED: 8, WAITING: 9 } as const;

/** The screen a loan status shows (SPEC §4): 0 → view 0 intro, 1 → view 2 dashboard, 8 → view 1 form, 9 → view 9 waiting. */
export function loanView(status: number): 0 | 1 | 2 | 9 {
  if (status === LOAN_STATUS.APPROVED) return 2;
  if (status === LOAN_STATUS.REJECTED) return 1;
  if (status === LOAN_STATUS.WAITING) return 9;
  return 0;
}

/** Loan settings defaults (SPEC §9): fee rate 0.015, admin 0, period 30 days, limit 50.000.000. */
export const LOAN_DEFAULTS = { fee: 0.015, admin: 0, periode: 30, creditlimit: 50_000_000 } as const;

/**
 * Fee of a disbursement: amount × rate, rounded half up to the rupiah. The rate is taken to six decimals and the
 * product computed in integers, so 100 × 0.015 is exactly 1.5 → 2 (binary floating point would say 1.4999…).
 */
export function loanFee(amount: number, rate: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`invalid amount ${amount}`);
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`invalid rate ${rate}`);
  const micro = BigInt(Math.round(rate * 1_000_000));
  const scaled = BigInt(amount) * micro;
  return Number((scaled + 500_000n) / 1_000_000n);
}

/** Remaining credit: limit minus what is used (never below zero). */
export const loanRemaining = (creditlimit: number, used: number) => Math.max(0, creditlimit - used);

/** Progress bar value: 100 − used / limit × 100 (two decimals); 0 without a limit. */
export function loanProgress(creditlimit: number, used: number): number {
  if (creditlimit <= 0) return 0;
  return Math.round((100 - (used / creditlimit) * 100) * 100) / 100;
}

/** Progress bar colour: green above 60, orange from 30 to 60, red below 30 (SPEC §9). */
export function loanProgressColor(progress: number): 'green' | 'orange' | 'red' {
  if (progress > 60) return 'green';
  if (progress >= 30) return 'orange';
  return 'red';
}

/** Contract status: 0 Belum terbayar (BAYAR action), 1 Lunas. */
export const CONTRACT_STATUS = { BELUM: 0, LUNAS: 1 } as const;
export function contractStatus(status: number): { label: 'Lunas' | 'Belum terbayar'; color: 'green' | 'orange' } {
  return status === CONTRACT_STATUS.LUNAS ? { label: 'Lunas', color: 'green' } : { label: 'Belum terbayar', color: 'orange' };
}

/** An unpaid contract whose due date has passed. */
export const contractOverdue = (status: number, duedate: string, now = Date.now()) =>
  status === CONTRACT_STATUS.BELUM && Date.parse(duedate) < now;

/** `+62…` from 08…, 8…, 628… or +628… (spaces and dashes dropped); null when it is not a phone number. */
export function loanPhone(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  const m = digits.match(/^(?:\+62|62|0)?([1-9]\d{6,13})$/);
  return m ? `+62${m[1]}` : null;
}

// ---------------------------------------------------------------------------------------------------------
// Loans: schemas
// ---------------------------------------------------------------------------------------------------------

/** A rate such as the loan fee (0.015 = 1,5 %): a number, or digits with a decimal point. */
const toRate = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'number') return v;
  return typeof v === 'string' && /^\d{1,3}(?:\.\d{1,6})?$/.test(v) ? Number(v) : Number.NaN;
};

export const loanSettingSchema = z.object({
  /** Fee rate per disbursement (0.015 = 1,5 %). */
  fee: z.number(),
  /** Fixed admin charge added to each disbursement's fee. */
  admin: z.number().int(),
  /** Days from disbursement to due date. */
  periode: z.number().int(),
  /** Credit limit given on approval when the administrator names none. */
  creditlimit: z.number().int(),
});
export type LoanSetting = z.infer<typeof loanSettingSchema>;
export const loanSettingBody = z.object({
  fee: z.preprocess(toRate, z.number({ error: 'invalidValue' }).min(0, 'invalidValue').max(1, 'invalidValue')),
  admin: wholeField('invalidValue', 'invalidValue', 0, 10_000_000),
  periode: wholeField('invalidValue', 'invalidValue', 1, 365),
  creditlimit: wholeField('invalidValue', 'invalidValue', 0, 100_000_000_000),
});

export const loanSchema = z.object({
  creditlimit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** 0 none, 1 approved, 8 rejected, 9 waiting. */
  status: z.number().int(),
  /** The screen to show: 0 intro, 1 application form, 2 dashboard, 9 waiting for approval. */
  view: z.number().int(),
  /** Nearest due date of an unpaid contract. */
  duedate: z.string().nullable(),
  progress: z.number(),
  /** The administrator's message on the last decision (shown as INFO when longer than 2 characters). */
  msg: z.string(),
});
export type Loan = z.infer<typeof loanSchema>;

function textField(f: LoanTextField) {
  return z
    .string({ error: loanFieldKey(f, 'Required') })
    .trim()
    .min(1, { error: loanFieldKey(f, 'Required'), abort: true })
    .min(3, loanFieldKey(f, 'TooShort'))
    .max(LOAN_TEXT_FIELDS[f].max, loanFieldKey(f, 'TooLong'));
}
function numberField(f: LoanNumberField) {
  return wholeField(loanFieldKey(f, 'Required'), loanFieldKey(f, 'Invalid'), 0, 1_000_000_000_000);
}
const photoRef = z.preprocess(
  (v) => (typeof v === 'string' ? (/^\d+$/.test(v.trim()) ? Number(v.trim()) : (v.trim().match(/\/photo\/(\d+)$/)?.[1] ?? v)) : v),
  z.preprocess(toWhole, z.number({ error: 'loanPhotoRequired' }).int('loanPhotoUnknown').positive('loanPhotoUnknown')),
);
const areaId = (key: string) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: key }).trim().min(1, key).max(20, key));

/**
 * Accepts both readings of the application (SPEC §3) and answers one model: `noktp` → ktp, `alamat` → address,
 * `businessprovince|businesscity|businessdistrict` (ids) or `provinsi|province`, `city`, `district` objects
 * (`{province_id}`, `{city_id}`, `{subdistrict_id}`) → province, city, district ids.
 */
function unifyLoanRequest(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const r = raw as Record<string, unknown>;
  const pick = (...vals: unknown[]) => vals.find((v) => v !== undefined && v !== null && v !== '');
  const idOf = (v: unknown, key: string) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : v);
  return {
    ...r,
    ktp: pick(r.ktp, r.noktp),
    address: pick(r.address, r.alamat),
    province: pick(idOf(r.province, 'province_id'), idOf(r.provinsi, 'province_id'), r.businessprovince, r.province_id),
    city: pick(idOf(r.city, 'city_id'), r.businesscity, r.city_id),
    district: pick(idOf(r.district, 'subdistrict_id'), r.businessdistrict, r.subdistrict_id),
  };
}

export const loanRequestBody = z.preprocess(
  unifyLoanRequest,
  z.object({
    name: textField('name'),
    ktp: textField('ktp'),
    address: textField('address'),
    phone: textField('phone').refine((p) => loanPhone(p) !== null, 'loanPhoneInvalid'),
    imagektp: photoRef,
    imageselfie: photoRef,
    imagebusiness: photoRef,
    businessname: textField('businessname'),
    jenisusaha: textField('jenisusaha'),
    businessaddress: textField('businessaddress'),
    province: areaId('loanProvinceRequired'),
    city: areaId('loanCityRequired'),
    district: areaId('loanDistrictRequired'),
    businesswebsite: textField('businesswebsite'),
    businessphone: textField('businessphone').refine((p) => loanPhone(p) !== null, 'loanPhoneInvalid'),
    businessyear: numberField('businessyear'),
    businesscapital: numberField('businesscapital'),
    businesscustomer: numberField('businesscustomer'),
    businessturnover: numberField('businessturnover'),
    businessprofit: numberField('businessprofit'),
  }),
);
export type LoanRequestBody = z.infer<typeof loanRequestBody>;
/** The form's own schema (before the aliases are unified): what the web form resolves with. */
export const LOAN_REQUEST_FIELDS = { text: Object.keys(LOAN_TEXT_FIELDS), number: Object.keys(LOAN_NUMBER_FIELDS) };

export const provinceRow = z.object({ province_id: z.string(), province: z.string() });
export const cityRow = z.object({ city_id: z.string(), city_name: z.string() });
export const subdistrictRow = z.object({ subdistrict_id: z.string(), subdistrict_name: z.string() });
export const cityQuery = z.object({ province: z.string({ error: 'loanProvinceRequired' }).trim().min(1, 'loanProvinceRequired').max(20) });
export const subdistrictQuery = z.object({ city: z.string({ error: 'loanCityRequired' }).trim().min(1, 'loanCityRequired').max(20) });

/** Request status: 0 waiting, 1 approved, 2 rejected. */
export const LOAN_REQUEST_STATUS = { WAITING: 0, APPROVED: 1, REJECTED: 2 } as const;

export const loanRequestSchema = z.object({
  id: z.number().int(),
  /** The decision's message. */
  msg: z.string(),
  status: z.number().int(),
  name: z.string(),
  ktp: z.string(),
  noktp: z.string(),
  address: z.string(),
  alamat: z.string(),
  phone: z.string(),
  /** Photo ids: read them at `GET /api/irmacapital/photo/{id}` with the bearer token. */
  imagektp: z.number().int(),
  imageselfie: z.number().int(),
  imagebusiness: z.number().int(),
  businessname: z.string(),
  jenisusaha: z.string(),
  businessaddress: z.string(),
  provinsi: provinceRow,
  city: cityRow,
  district: subdistrictRow,
  businesswebsite: z.string(),
  businessphone: z.string(),
  businessyear: z.number().int(),
  businesscapital: z.number().int(),
  businesscustomer: z.number().int(),
  businessturnover: z.number().int(),
  businessprofit: z.number().int(),
  creditlimit: z.number().int().nullable(),
  createdat: z.string(),
  decidedat: z.string().nullable(),
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;
export const adminLoanRequestRow = approvalRow(loanRequestSchema);

export const loanDecideBody = z.object({
  approve: z.boolean({ error: 'invalidValue' }),
  creditlimit: wholeField('invalidValue', 'invalidValue', 1, 100_000_000_000).optional(),
  msg: z.string().trim().max(200, 'invalidValue').optional(),
  /** The approver's TOTP code, where the limit's tier asks for one. */
  code: approvalCode,
});

export const loanPhotoSchema = z.object({ id: z.number().int(), url: z.string(), contentType: z.string(), size: z.number().int() });
export const photoParam = z.object({ id: z.coerce.number().int().positive() });

export const loanContractBody = z.object({
  identity: z.union([z.string().max(50), z.number()]).optional(),
  amount: wholeField('loanAmountRequired', 'loanAmountInvalid', 1, 100_000_000_000),
});
export const loanContractRow = z.object({
  id: z.number().int(),
  contractid: z.number().int(),
  contractno: z.string(),
  created: z.string(),
  reqdate: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** amount + fee: what paying the contract takes from the wallet. */
  total: z.number().int(),
  duedate: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  overdue: z.boolean(),
  paidat: z.string().nullable(),
});
export type LoanContractRow = z.infer<typeof loanContractRow>;
export const loanPaymentBody = z.object({
  identity: z.union([z.string().max(50), z.number()]).optional(),
  contractno: z.string({ error: 'loanContractRequired' }).trim().min(1, 'loanContractRequired').max(40, 'loanContractRequired'),
});
export const loanPaymentRow = z.object({
  id: z.number().int(),
  contractno: z.string(),
  created: z.string(),
  amount: z.number().int(),
});
export type LoanPaymentRow = z.infer<typeof loanPaymentRow>;
export const creditPageQuery = pageQuery.extend({ identity: z.union([z.string().max(50), z.number()]).optional() });

// ---------------------------------------------------------------------------------------------------------
// Pay-later (bayartempo)
// ---------------------------------------------------------------------------------------------------------

export const BILL_STATUSES = ['NOTPAID', 'PAID'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const CASH_FLOW_STATUSES = ['PASS_ON_DISBURSEMENT', 'ALREADY_REPAYMENT', 'SUCCESS'] as const;
export type CashFlowStatus = (typeof CASH_FLOW_STATUSES)[number];
export type BillDisplayStatus = 'JATUH_TEMPO' | 'BELUM_BAYAR' | 'ON_CONFIRMATION' | 'SUCCESS';

const DAY_MS = 86_400_000;

/**
 * The bill's shown status (SPEC §4), first match wins: SUCCESS (green, Berhasil) when cashFlowStatus is SUCCESS;
 * ON_CONFIRMATION (purple, Sedang Konfirmasi) when ALREADY_REPAYMENT; JATUH_TEMPO (red) when NOTPAID and
 * expiredAt more than a day past; BELUM_BAYAR (orange) when NOTPAID and PASS_ON_DISBURSEMENT. Anything else
 * (a PAID bill not yet SUCCESS) has no chip: null.
 */
export function billDisplayStatus(
  b: { status: string; cashFlowStatus: string; expiredAt: string },
  now = Date.now(),
): { status: BillDisplayStatus; label: string; color: 'red' | 'orange' | 'purple' | 'green' } | null {
  if (b.cashFlowStatus === 'SUCCESS') return { status: 'SUCCESS', label: 'Berhasil', color: 'green' };
  if (b.cashFlowStatus === 'ALREADY_REPAYMENT') return { status: 'ON_CONFIRMATION', label: 'Sedang Konfirmasi', color: 'purple' };
  if (b.status === 'NOTPAID' && now - Date.parse(b.expiredAt) > DAY_MS)
    return { status: 'JATUH_TEMPO', label: 'Jatuh Tempo', color: 'red' };
  if (b.status === 'NOTPAID' && b.cashFlowStatus === 'PASS_ON_DISBURSEMENT')
    return { status: 'BELUM_BAYAR', label: 'Belum Bayar', color: 'orange' };
  return null;
}

/** Pay action: only NOTPAID bills still PASS_ON_DISBURSEMENT. */
export const billPayable = (b: { status: string; cashFlowStatus: string }) =>
  b.status === 'NOTPAID' && b.cashFlowStatus === 'PASS_ON_DISBURSEMENT';

/** Banks a bill can be paid to by virtual account. */
export const BILL_VA_BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI'] as const;

/** Pay-later cash-out fee: none to BNI, the configured admin fee (default 6.500) to any other bank. */
export const bayartempoCashoutFee = (bankCode: string, fee: number) => (bankCode.trim().toUpperCase() === 'BNI' ? 0 : fee);
export const BAYARTEMPO_DEFAULTS = { cashoutFee: 6500, totalLimit: 10_000_000 } as const;

/** Indonesian bank codes of pay-later accounts (`name` of a rekening is the code). */
export const SERPUL_BANKS = [
  { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
  { code: 'MANDIRI', name: 'Bank Mandiri' },
  { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
  { code: 'DANAMON', name: 'Bank Danamon' },
  { code: 'PERMATA', name: 'Bank Permata' },
  { code: 'BCA', name: 'Bank Central Asia (BCA)' },
  { code: 'BII', name: 'Bank Maybank Indonesia' },
  { code: 'PANIN', name: 'Bank Panin' },
  { code: 'CIMB', name: 'Bank CIMB Niaga' },
  { code: 'UOB', name: 'Bank UOB Indonesia' },
  { code: 'OCBC', name: 'Bank OCBC NISP' },
  { code: 'CITIBANK', name: 'Citibank' },
  { code: 'WINDU', name: 'Bank Windu Kentjana International' },
  { code: 'ARTHA', name: 'Bank Artha Graha International' },
  { code: 'TOKYO', name: 'MUFG Bank (Bank of Tokyo-Mitsubishi UFJ)' },
  { code: 'DBS', name: 'Bank DBS Indonesia' },
  { code: 'STANDARD_CHARTERED', name: 'Standard Chartered Bank' },
  { code: 'CAPITAL', name: 'Bank Capital Indonesia' },
  { code: 'ANZ', name: 'Bank ANZ Indonesia' },
  { code: 'BOC', name: 'Bank of China (Hong Kong)' },
  { code: 'BUMI_ARTA', name: 'Bank Bumi Arta' },
  { code: 'HSBC', name: 'Bank HSBC Indonesia' },
  { code: 'RABOBANK', name: 'Bank Rabobank International Indonesia' },
  { code: 'MAYAPADA', name: 'Bank Mayapada' },
  { code: 'BJB', name: 'Bank BJB (Jawa Barat dan Banten)' },
  { code: 'BJB_SYR', name: 'Bank BJB Syariah' },
  { code: 'DKI', name: 'Bank DKI' },
  { code: 'DKI_UUS', name: 'Bank DKI Syariah' },
  { code: 'DAERAH_ISTIMEWA', name: 'BPD Daerah Istimewa Yogyakarta (DIY)' },
  { code: 'DAERAH_ISTIMEWA_UUS', name: 'BPD DIY Syariah' },
  { code: 'JAWA_TENGAH', name: 'Bank Jateng' },
  { code: 'JAWA_TENGAH_UUS', name: 'Bank Jateng Syariah' },
  { code: 'JAWA_TIMUR', name: 'Bank Jatim' },
  { code: 'JAWA_TIMUR_UUS', name: 'Bank Jatim Syariah' },
  { code: 'JAMBI', name: 'Bank Jambi' },
  { code: 'JAMBI_UUS', name: 'Bank Jambi Syariah' },
  { code: 'ACEH', name: 'Bank Aceh Syariah' },
  { code: 'SUMUT', name: 'Bank Sumut' },
  { code: 'SUMUT_UUS', name: 'Bank Sumut Syariah' },
  { code: 'NAGARI', name: 'Bank Nagari (Sumatera Barat)' },
  { code: 'NAGARI_UUS', name: 'Bank Nagari Syariah' },
  { code: 'RIAU_DAN_KEPRI', name: 'Bank Riau Kepri Syariah' },
  { code: 'SUMSEL_DAN_BABEL', name: 'Bank Sumsel Babel' },
  { code: 'SUMSEL_DAN_BABEL_UUS', name: 'Bank Sumsel Babel Syariah' },
  { code: 'LAMPUNG', name: 'Bank Lampung' },
  { code: 'KALIMANTAN_SELATAN', name: 'Bank Kalsel' },
  { code: 'KALSEL_UUS', name: 'Bank Kalsel Syariah' },
  { code: 'KALIMANTAN_BARAT', name: 'Bank Kalbar' },
  { code: 'KALIMANTAN_BARAT_UUS', name: 'Bank Kalbar Syariah' },
  { code: 'KALTIMTARA', name: 'Bank Kaltimtara' },
  { code: 'KALTIMTARA_UUS', name: 'Bank Kaltimtara Syariah' },
  { code: 'KALIMANTAN_TENGAH', name: 'Bank Kalteng' },
  { code: 'SULSELBAR', name: 'Bank Sulselbar' },
  { code: 'SULSELBAR_UUS', name: 'Bank Sulselbar Syariah' },
  { code: 'SULUTGO', name: 'Bank SulutGo' },
  { code: 'NUSA_TENGGARA_BARAT', name: 'Bank NTB Syariah' },
  { code: 'BALI', name: 'Bank BPD Bali' },
  { code: 'NUSA_TENGGARA_TIMUR', name: 'Bank NTT' },
  { code: 'MALUKU', name: 'Bank Maluku Malut' },
  { code: 'PAPUA', name: 'Bank Papua' },
  { code: 'BENGKULU', name: 'Bank Bengkulu' },
  { code: 'SULAWESI', name: 'Bank Sulteng' },
  { code: 'SULAWESI_TENGGARA', name: 'Bank Sultra' },
  { code: 'BNP', name: 'Bank Nusantara Parahyangan' },
  { code: 'INDIA', name: 'Bank of India Indonesia' },
  { code: 'MUAMALAT', name: 'Bank Muamalat Indonesia' },
  { code: 'MESTIKA_DHARMA', name: 'Bank Mestika Dharma' },
  { code: 'SHINHAN', name: 'Bank Shinhan Indonesia' },
  { code: 'SINARMAS', name: 'Bank Sinarmas' },
  { code: 'SINARMAS_UUS', name: 'Bank Sinarmas Syariah' },
  { code: 'MASPION', name: 'Bank Maspion Indonesia' },
  { code: 'GANESHA', name: 'Bank Ganesha' },
  { code: 'ICBC', name: 'Bank ICBC Indonesia' },
  { code: 'QNB_INDONESIA', name: 'Bank QNB Indonesia' },
  { code: 'BTN', name: 'Bank Tabungan Negara (BTN)' },
  { code: 'BTN_UUS', name: 'Bank BTN Syariah' },
  { code: 'WOORI', name: 'Bank Woori Saudara' },
  { code: 'BTPN', name: 'Bank BTPN (SMBC Indonesia)' },
  { code: 'BTPN_SYARIAH', name: 'Bank BTPN Syariah' },
  { code: 'VICTORIA_SYR', name: 'Bank Victoria Syariah' },
  { code: 'BRI_SYR', name: 'Bank BRI Syariah' },
  { code: 'JASA_JAKARTA', name: 'Bank Jasa Jakarta' },
  { code: 'MANDIRI_SYR', name: 'Bank Syariah Mandiri' },
  { code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
  { code: 'MEGA', name: 'Bank Mega' },
  { code: 'BNI_SYR', name: 'Bank BNI Syariah' },
  { code: 'BUKOPIN', name: 'Bank KB Bukopin' },
  { code: 'BUKOPIN_SYR', name: 'Bank KB Bukopin Syariah' },
  { code: 'KEB_HANA', name: 'Bank KEB Hana Indonesia' },
  { code: 'MNC_INTERNASIONAL', name: 'Bank MNC Internasional' },
  { code: 'SBI_INDONESIA', name: 'Bank SBI Indonesia' },
  { code: 'AGRONIAGA', name: 'Bank Raya Indonesia (BRI Agroniaga)' },
  { code: 'MEGA_SYR', name: 'Bank Mega Syariah' },
  { code: 'INDEX_SELINDO', name: 'Bank Index Selindo' },
  { code: 'MAYORA', name: 'Bank Mayora' },
  { code: 'CHINATRUST', name: 'Bank CTBC Indonesia' },
  { code: 'DINAR_INDONESIA', name: 'Bank Dinar Indonesia' },
  { code: 'ANTAR_DAERAH', name: 'Bank Antar Daerah' },
  { code: 'EKONOMI_RAHARJA', name: 'Bank Ekonomi Raharja' },
  { code: 'QNB_KESAWAN', name: 'Bank QNB Kesawan' },
  { code: 'AGRIS', name: 'Bank Agris' },
  { code: 'HARDA_INTERNASIONAL', name: 'Bank Harda Internasional' },
  { code: 'BISNIS_INTERNASIONAL', name: 'Bank Bisnis Internasional' },
  { code: 'ARTOS', name: 'Bank Jago (Artos Indonesia)' },
  { code: 'JAGO', name: 'Bank Jago' },
  { code: 'JAGO_UUS', name: 'Bank Jago Syariah' },
  { code: 'NATIONALNOBU', name: 'Bank Nationalnobu' },
  { code: 'INA_PERDANA', name: 'Bank Ina Perdana' },
  { code: 'PRIMA_MASTER', name: 'Bank Prima Master' },
  { code: 'MITRA_NIAGA', name: 'Bank Mitra Niaga' },
  { code: 'ROYAL', name: 'Bank Royal Indonesia' },
  { code: 'SAHABAT_SAMPOERNA', name: 'Bank Sahabat Sampoerna' },
  { code: 'YUDHA_BHAKTI', name: 'Bank Neo Commerce (Yudha Bhakti)' },
  { code: 'NEO_COMMERCE', name: 'Bank Neo Commerce' },
  { code: 'CCB', name: 'Bank China Construction Bank Indonesia' },
  { code: 'AMAR', name: 'Bank Amar Indonesia' },
  { code: 'ALADIN', name: 'Bank Aladin Syariah' },
  { code: 'BCA_SYR', name: 'Bank BCA Syariah' },
  { code: 'PANIN_SYR', name: 'Bank Panin Dubai Syariah' },
  { code: 'DANAMON_UUS', name: 'Bank Danamon Syariah' },
  { code: 'PERMATA_UUS', name: 'Bank Permata Syariah' },
  { code: 'CIMB_UUS', name: 'Bank CIMB Niaga Syariah' },
  { code: 'OCBC_UUS', name: 'Bank OCBC NISP Syariah' },
  { code: 'BII_UUS', name: 'Bank Maybank Syariah' },
  { code: 'MAYBANK_SYARIAH', name: 'Bank Maybank Syariah Indonesia' },
  { code: 'MULTI_ARTA_SENTOSA', name: 'Bank Multiarta Sentosa' },
  { code: 'FAMA', name: 'Bank Fama Internasional' },
  { code: 'VICTORIA', name: 'Bank Victoria International' },
  { code: 'OKE', name: 'Bank Oke Indonesia' },
  { code: 'COMMONWEALTH', name: 'Bank Commonwealth' },
  { code: 'BANGKOK', name: 'Bangkok Bank' },
  { code: 'DEUTSCHE', name: 'Deutsche Bank' },
  { code: 'JPMORGAN', name: 'JPMorgan Chase Bank' },
  { code: 'BNP_PARIBAS', name: 'Bank BNP Paribas Indonesia' },
  { code: 'MIZUHO', name: 'Bank Mizuho Indonesia' },
  { code: 'SUMITOMO', name: 'Bank Sumitomo Mitsui Indonesia' },
  { code: 'RESONA', name: 'Bank Resona Perdania' },
  { code: 'CHINATRUST_IND', name: 'Bank Chinatrust Indonesia' },
  { code: 'AMERICA_NA', name: 'Bank of America' },
  { code: 'BKE', name: 'Bank Kesejahteraan Ekonomi' },
  { code: 'SEABANK', name: 'Bank Seabank Indonesia' },
  { code: 'KROM', name: 'Krom Bank Indonesia' },
  { code: 'HIBANK', name: 'Bank Hibank Indonesia' },
  { code: 'SUPERBANK', name: 'Superbank Indonesia' },
  { code: 'ALLO', name: 'Allo Bank Indonesia' },
  { code: 'BLU', name: 'blu by BCA Digital' },
  { code: 'LINE', name: 'Bank Hana (Line Bank)' },
  { code: 'MANTAP', name: 'Bank Mandiri Taspen' },
  { code: 'NUSANTARA', name: 'Bank Nusantara Parahyangan' },
  { code: 'PUNDI', name: 'Bank BPD Banten' },
  { code: 'BANTEN', name: 'Bank Banten' },
  { code: 'ARTHA_NIAGA', name: 'Bank Artha Niaga Kencana' },
  { code: 'TPN', name: 'Bank Tabungan Pensiunan Nasional' },
  { code: 'PRIMA', name: 'Bank Prima' },
  { code: 'CENTRATAMA', name: 'Bank Centratama Nasional' },
  { code: 'IBK', name: 'Bank IBK Indonesia' },
  { code: 'BANK_RAYA', name: 'Bank Raya Indonesia' },
  { code: 'CITIBANK_NA', name: 'Citibank N.A.' },
  { code: 'DANA', name: 'DANA' },
  { code: 'OVO', name: 'OVO' },
  { code: 'GOPAY', name: 'GoPay' },
  { code: 'SHOPEEPAY', name: 'ShopeePay' },
  { code: 'LINKAJA', name: 'LinkAja' },
  { code: 'BPR_KS', name: 'BPR Karyajatnika Sadaya' },
  { code: 'BPR_EKA', name: 'BPR Eka Bumi Artha' },
] as const;
export const serpulBank = (code: string) => SERPUL_BANKS.find((b) => b.code === code.trim().toUpperCase());

export const bayartempoBalanceSchema = z.object({
  totalLimit: z.number().int(),
  requestLimit: z.number().int(),
  /** Sisa Limit: total limit minus the unpaid bills. */
  limit: z.number().int(),
  /** Cash available to cash out (the wallet balance). */
  amount: z.number().int(),
  name: z.string(),
  accountBalance: z.number().int(),
  customerName: z.string(),
  /** The admin fee of a cash-out to a bank other than BNI (setting, default 6.500). */
  cashoutFee: z.number().int(),
});

const wibDay = z.string({ error: 'walletDateInvalid' }).refine(isCalendarDay, 'walletDateInvalid');
export const billListQuery = pageQuery
  .extend({ awal: wibDay.optional(), akhir: wibDay.optional(), identity: z.union([z.string().max(50), z.number()]).optional() })
  .refine((q) => !q.awal || !q.akhir || q.awal <= q.akhir, { path: ['akhir'], message: 'walletDateRangeInvalid' });

export const billDetailRow = z.object({
  id: z.number().int(),
  date: z.string(),
  idreseller: z.string(),
  resellername: z.string(),
  amount: z.number().int(),
});
export const billRow = z.object({
  id: z.number().int(),
  date: z.string(),
  status: z.enum(BILL_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  cashFlowStatus: z.enum(CASH_FLOW_STATUSES),
  expiredAt: z.string(),
  serpul: z.object({ limit: z.number().int() }),
  /** Derived display status (null when none applies) and whether the pay action shows. */
  paymentStatus: z.string().nullable(),
  payable: z.boolean(),
  details: z.array(billDetailRow),
});
export type BillRow = z.infer<typeof billRow>;
/** A bill reported paid, waiting for its confirmation (the approvals screen). */
export const approvalBillRow = approvalRow(billRow);
export const billVaQuery = z.object({
  billid: z.coerce.number({ error: 'invalidValue' }).int().positive(),
  identity: z.union([z.string().max(50), z.number()]).optional(),
});
export const billVaRow = z.object({ bank: z.string(), virtualAccount: z.string(), avatar: z.string(), amount: z.number().int() });
export const codeAnswer = z.object({ success: z.boolean(), msg: z.string(), code: z.string(), data: z.unknown().optional() });

export const createBillBody = z.object({
  server: z.string({ error: 'invalidValue' }).trim().min(1, 'invalidValue').max(30),
  amount: z.number({ error: 'invalidValue' }).int().positive(),
  fee: z.number().int().min(0).default(0),
  expiredAt: z.iso.datetime({ offset: true }),
  date: z.iso.datetime({ offset: true }).optional(),
  details: z
    .array(
      z.object({
        date: z.iso.datetime({ offset: true }).optional(),
        idreseller: z.string().trim().min(1).max(30),
        resellername: z.string().trim().max(100).default(''),
        amount: z.number().int().positive(),
      }),
    )
    .max(1000)
    .default([]),
});

export const REKENING_STATUS = { MENUNGGU: 0, TERVERIFIKASI: 1, DITOLAK: 2 } as const;
export const rekeningRow = z.object({
  id: z.number().int(),
  /** Bank code. */
  name: z.string(),
  bankName: z.string(),
  bankNo: z.string(),
  remark: z.string(),
  status: z.number().int(),
  /** "#{id} {name} | {bankNo}" as the cash-out dropdown shows it. */
  label: z.string(),
});
export type RekeningRow = z.infer<typeof rekeningRow>;
/** A pay-later account waiting for verification (the approvals screen). */
export const approvalRekeningRow = approvalRow(rekeningRow);
const required20 = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: 'rekeningRequired' }))
  .pipe(z.string().trim().min(1, 'rekeningRequired').max(20, 'rekeningMax20'));
export const addRekeningBody = z.object({
  bankNo: required20.pipe(z.string().regex(/^\d+$/, 'rekeningNoInvalid')),
  name: required20.pipe(z.string().refine((c) => !!serpulBank(c), 'rekeningBankUnknown')),
});
/** `id` may be the dropdown's label ("#12 BCA | 123…"): the id is read after the leading #. */
export const rekeningCashoutBody = z.object({
  identity: z.union([z.string().max(50), z.number()]).optional(),
  id: z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const m = v.trim().match(/^#?(\d+)/);
        return m ? Number(m[1]) : undefined;
      }
      return v === null ? undefined : v;
    },
    z.number({ error: 'creditCashoutRequired' }).int('creditCashoutRequired').positive('creditCashoutRequired'),
  ),
  amount: wholeField('creditCashoutRequired', 'creditCashoutAmountInvalid', 1, 100_000_000_000),
});
export const rekeningCashoutRow = z.object({
  id: z.number().int(),
  rekeningId: z.number().int(),
  bank: z.string(),
  bankNo: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  reff: z.string(),
  /** 0 Proses (waiting for approval; the money is held in pending_cashout), 1 Sukses, 2 Gagal (money back). */
  status: z.number().int(),
  createdat: z.string(),
});
export type RekeningCashout = z.infer<typeof rekeningCashoutRow>;
/** A pay-later cash-out waiting for approval (the approvals screen). */
export const approvalPaylaterCashoutRow = approvalRow(rekeningCashoutRow);
export const verifyRekeningBody = z.object({
  approve: z.boolean({ error: 'invalidValue' }),
  remark: z.string().trim().max(200).optional(),
  code: approvalCode,
});
export const loanRequestsPage = page(adminLoanRequestRow);
