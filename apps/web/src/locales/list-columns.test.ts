import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BANK_STATUS_NAMES,
  BILL_NO_STATUS_NAME,
  BILL_STATUS_NAMES,
  CASHIN_STATUS_NAMES,
  CASHOUT_STATUS_NAMES,
  CONTRACT_STATUS_NAMES,
  type CodeNames,
  DELIVERY_STATUS_NAMES,
  LIST_COLUMNS,
  type ListName,
  LOAN_REQUEST_STATUS_NAMES,
  ON_OFF_NAMES,
  REKENING_STATUS_NAMES,
  STAFF_STATUS_NAMES,
  TOKENSMS_ORDER_STATUS_NAMES,
  TOKENSMS_SEND_STATUS_NAMES,
  TOPUP_STATUS_NAMES,
  TWO_FACTOR_NAMES,
  WALLET_ACCOUNT_NAMES,
  WEBHOOK_STATUS_NAMES,
  type Words,
  YES_NO_NAMES,
} from '@konsol/contract';
import { describe, expect, it } from 'vitest';

/**
 * A list's file is headed with the contract's words (`LIST_COLUMNS`) and names its codes with the contract's names;
 * the screens show these locales' words. Both must stay the same: each column a table heads (or a form labels) and
 * each chip's label, by its locale key, equals the contract's words in both languages.
 */

const dir = import.meta.dirname;
const files = new Map<string, Record<string, unknown>>();
/** The text of `ns:a.b` in a language. */
function text(lang: 'id' | 'en', key: string): string {
  const [ns, rest] = key.split(':') as [string, string];
  const file = `${lang}/${ns}.json`;
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  const v = rest.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], files.get(file));
  if (typeof v !== 'string') throw new Error(`no text ${lang}:${key}`);
  return v;
}
const wordsOf = (key: string): Words => ({ id: text('id', key), en: text('en', key) });
const both = (w: Words | string): Words => (typeof w === 'string' ? { id: w, en: w } : { id: w.id, en: w.en });

/** Each list's columns the screen words, by the locale key of those words. */
const SCREEN: { [L in ListName]: Partial<Record<keyof (typeof LIST_COLUMNS)[L], string>> } = {
  menus: {
    label: 'menu:label',
    type: 'menu:type',
    description: 'menu:description',
    kodeproduk: 'menu:kodeproduk',
    idoperator: 'menu:idoperator',
    showhome: 'menu:showhome',
    url: 'menu:url',
    status: 'menu:status',
    order: 'menu:order',
  },
  categories: {
    title: 'category:title',
    status: 'category:status',
    showHome: 'category:showHome',
    sort: 'category:sort',
    menus: 'category:menus',
    updated_at: 'category:updatedAt',
  },
  banners: { name: 'banner:name', url: 'banner:url', status: 'banner:status', order: 'banner:order' },
  popups: { name: 'popup:label', url: 'popup:url', status: 'popup:status', expired: 'popup:expired' },
  'running-texts': { msg: 'runningtext:text', aktif: 'runningtext:status', expired: 'runningtext:expired' },
  news: { title: 'news:title', breaf: 'news:breaf', status: 'news:status', update_at: 'news:updatedAt' },
  info: { title: 'news:title', breaf: 'news:breaf', status: 'news:status', update_at: 'news:updatedAt' },
  'push-messages': { judul: 'console:push.judul', isi: 'console:push.isi' },
  products: {
    kode: 'product:kode',
    nama: 'product:nama',
    catatan: 'product:catatan',
    kode_operator: 'product:kodeOperator',
    harga_jual: 'product:hargaJual',
    aktif: 'product:aktif',
    gangguan: 'product:gangguan',
    kosong: 'product:kosong',
    updated_at: 'product:updatedAt',
  },
  resellers: {
    kode: 'reseller:kode',
    nama: 'reseller:nama',
    alamat: 'reseller:alamat',
    email: 'reseller:email',
    phone: 'reseller:phone',
    kode_upline: 'reseller:kodeUpline',
    saldo: 'reseller:saldo',
    tgl_daftar: 'reseller:tglDaftar',
    updateAt: 'reseller:updateAt',
  },
  'wallet-history': {
    createdat: 'wallet:col.createdat',
    description: 'wallet:col.description',
    debet: 'wallet:col.debet',
    credit: 'wallet:col.credit',
    endbalance: 'wallet:col.endbalance',
  },
  cashouts: {
    createdat: 'wallet:col.createdat',
    bank: 'wallet:col.bank',
    accountno: 'wallet:col.accountno',
    accountname: 'wallet:col.accountname',
    amount: 'wallet:col.amount',
    reff: 'wallet:col.reff',
    status: 'wallet:col.status',
    description: 'wallet:col.description',
  },
  cashins: {
    createdat: 'wallet:col.createdat',
    'channel.name': 'wallet:col.channel',
    amount: 'wallet:col.amount',
    fee: 'wallet:col.fee',
    total: 'wallet:col.total',
    description: 'wallet:col.description',
    reff: 'wallet:col.reff',
    va: 'wallet:col.va',
    statusBalance: 'wallet:col.status',
    successDate: 'wallet:col.successDate',
  },
  'bank-accounts': {
    bank: 'wallet:col.bank',
    accountno: 'wallet:col.accountno',
    accountname: 'wallet:col.accountname',
    status: 'wallet:col.status',
    reason: 'approvals:bank.reason',
    createdat: 'wallet:col.createdat',
  },
  'tokensms-history': {
    createdat: 'tokensms:col.createdat',
    phone: 'tokensms:col.phone',
    senderid: 'tokensms:col.senderid',
    totaltokensms: 'tokensms:col.before',
    amount: 'tokensms:col.used',
    sisa: 'tokensms:col.sisa',
    price: 'tokensms:col.price',
    status: 'tokensms:col.status',
  },
  'tokensms-orders': {
    createdat: 'tokensms:col.createdat',
    invoice: 'tokensms:col.invoice',
    paketName: 'tokensms:col.paket',
    quantity: 'tokensms:col.quantity',
    totaltokensms: 'tokensms:col.token',
    price: 'tokensms:col.price',
    status: 'tokensms:col.status',
  },
  topups: {
    id: 'topup:col.id',
    reff: 'topup:col.reff',
    channelname: 'topup:col.channelname',
    amount: 'topup:col.amount',
    status: 'topup:col.status',
    waktu: 'topup:col.waktu',
  },
  'loan-requests': {
    createdat: 'approvals:col.createdat',
    name: 'approvals:col.applicant',
    businessname: 'approvals:col.business',
    noktp: 'loan:field.ktp',
    phone: 'loan:field.phone',
    address: 'loan:field.address',
    jenisusaha: 'loan:field.jenisusaha',
    businessaddress: 'loan:field.businessaddress',
    'provinsi.name': 'loan:field.province',
    'city.name': 'loan:field.city',
    'district.name': 'loan:field.district',
    businessyear: 'loan:field.businessyear',
    businesscapital: 'loan:field.businesscapital',
    businesscustomer: 'loan:field.businesscustomer',
    businessturnover: 'loan:field.businessturnover',
    businessprofit: 'loan:field.businessprofit',
    creditlimit: 'approvals:loan.creditlimit',
    msg: 'approvals:loan.msg',
  },
  'loan-contracts': {
    contractno: 'loan:col.contractno',
    amount: 'loan:col.amount',
    fee: 'loan:col.fee',
    created: 'loan:col.created',
    duedate: 'loan:col.duedate',
    status: 'loan:col.status',
    overdue: 'loan:overdue',
    total: 'loan:total',
    paidat: 'loan:col.paidAt',
  },
  'loan-payments': { created: 'loan:col.paidAt', contractno: 'loan:col.contractno', amount: 'loan:col.paidAmount' },
  bills: {
    id: 'bayartempo:col.bill',
    date: 'bayartempo:col.date',
    amount: 'bayartempo:col.amount',
    fee: 'bayartempo:col.fee',
    expiredAt: 'bayartempo:col.expiredAt',
    paymentStatus: 'bayartempo:col.status',
  },
  'approvals-bills': {
    date: 'approvals:col.createdat',
    id: 'approvals:col.billId',
    amount: 'approvals:col.amount',
    fee: 'approvals:col.fee',
    expiredAt: 'approvals:col.expiredAt',
  },
  'approvals-rekening': { name: 'approvals:col.bank', bankNo: 'approvals:col.accountno' },
  'approvals-tokensms-orders': {
    createdat: 'approvals:col.createdat',
    paketName: 'approvals:col.paket',
    totaltokensms: 'approvals:col.token',
    price: 'approvals:col.price',
  },
  'approvals-bank-accounts': {
    createdat: 'approvals:col.createdat',
    bank: 'approvals:col.bank',
    accountno: 'approvals:col.accountno',
    accountname: 'approvals:col.accountname',
    reason: 'approvals:bank.reason',
  },
  'approvals-paylater-cashouts': {
    createdat: 'approvals:col.createdat',
    bank: 'approvals:col.bank',
    bankNo: 'approvals:col.accountno',
    amount: 'approvals:col.amount',
    fee: 'approvals:col.fee',
    total: 'approvals:col.total',
    reff: 'approvals:col.reff',
  },
  'approvals-cashouts': {
    createdat: 'approvals:col.createdat',
    bank: 'approvals:col.bank',
    accountno: 'approvals:col.accountno',
    accountname: 'approvals:col.accountname',
    amount: 'approvals:col.amount',
    reff: 'approvals:col.reff',
  },
  mitra: {
    server_id: 'mitra:col.serverId',
    name: 'mitra:col.name',
    address: 'mitra:col.address',
    contact: 'mitra:col.contact',
    phone: 'mitra:col.phone',
    email: 'mitra:col.email',
    member_type: 'mitra:col.memberType',
    engine_core: 'mitra:col.engineCore',
    status: 'mitra:col.status',
    updated_at: 'mitra:col.updatedAt',
  },
  staff: {
    name: 'staff:name',
    email: 'staff:email',
    role: 'staff:role',
    status: 'staff:status',
    twofactor: 'staff:twofactor',
    lastLoginAt: 'staff:lastLogin',
  },
  'kaspro-agents': { updated_at: 'kaspro:col.updatedAt' },
  'kaspro-applications': {
    appname: 'kaspro:app.appname',
    version: 'kaspro:app.version',
    primary_color: 'kaspro:app.primaryColor',
    primary_color_dark: 'kaspro:app.primaryColorDark',
    created_at: 'kaspro:col.createdAt',
  },
  audit: {
    created_at: 'audit:col.time',
    actor: 'audit:col.actor',
    server_id: 'audit:col.server',
    action: 'audit:col.action',
    entity: 'audit:col.target',
    ip: 'audit:detail.ip',
    before: 'audit:detail.before',
    after: 'audit:detail.after',
  },
  'partner-modules': {
    app_code: 'partner-modules:col.serverId',
    url_module: 'partner-modules:col.url',
    status: 'partner-modules:col.status',
    updated_at: 'partner-modules:col.updatedAt',
  },
  'account-deletions': {
    id_reseller: 'account-deletion:col.serverId',
    name_reseller: 'account-deletion:col.name',
    uuid: 'account-deletion:col.uuid',
    createdat: 'account-deletion:col.createdat',
    status: 'account-deletion:col.status',
  },
  webhooks: { url: 'webhooks:url', events: 'webhooks:events', status: 'webhooks:status', updated_at: 'webhooks:updated' },
  'bank-mutations': {
    account: 'bank-mutations:col.account',
    date: 'bank-mutations:col.date',
    amount: 'bank-mutations:col.amount',
    type: 'bank-mutations:col.type',
    description: 'bank-mutations:col.description',
    status: 'bank-mutations:col.status',
    matchedRef: 'bank-mutations:col.matchedRef',
    reason: 'bank-mutations:col.reason',
    decidedBy: 'bank-mutations:col.decidedBy',
    createdAt: 'bank-mutations:col.createdAt',
  },
  'webhook-deliveries': {
    event: 'webhooks:delivery.event',
    status: 'webhooks:status',
    attempts: 'webhooks:delivery.attempts',
    last_status_code: 'webhooks:delivery.lastCode',
    next_attempt_at: 'webhooks:delivery.next',
    created_at: 'webhooks:delivery.created',
  },
};

/** The chips' labels by code, each by its locale key. */
const CHIPS: [string, CodeNames, Record<string, string>][] = [
  ['ON_OFF_NAMES', ON_OFF_NAMES, { 1: 'common:status.on', 0: 'common:status.off' }],
  ['YES_NO_NAMES', YES_NO_NAMES, { 1: 'common:yes', 0: 'common:no', true: 'common:yes', false: 'common:no' }],
  ['YES_NO_NAMES (products)', YES_NO_NAMES, { 1: 'product:yes', 0: 'product:no' }],
  [
    'CASHOUT_STATUS_NAMES',
    CASHOUT_STATUS_NAMES,
    { 0: 'wallet:cashoutStatus.proses', 1: 'wallet:cashoutStatus.sukses', 2: 'wallet:cashoutStatus.gagal' },
  ],
  ['CASHIN_STATUS_NAMES', CASHIN_STATUS_NAMES, { PENDING: 'wallet:cashinStatus.PENDING', COMPLETED: 'wallet:cashinStatus.COMPLETED' }],
  [
    'BANK_STATUS_NAMES',
    BANK_STATUS_NAMES,
    { 0: 'wallet:bankStatus.waiting', 1: 'wallet:bankStatus.verified', 2: 'wallet:bankStatus.rejected' },
  ],
  [
    'WALLET_ACCOUNT_NAMES',
    WALLET_ACCOUNT_NAMES,
    { balance: 'wallet:balance', pending_balance: 'wallet:pendingBalance', pending_cashout: 'wallet:pendingCashout' },
  ],
  ['TOKENSMS_ORDER_STATUS_NAMES', TOKENSMS_ORDER_STATUS_NAMES, { 0: 'tokensms:status.menunggu', 1: 'tokensms:status.sukses' }],
  [
    'TOKENSMS_SEND_STATUS_NAMES',
    TOKENSMS_SEND_STATUS_NAMES,
    { 0: 'tokensms:status.proses', 1: 'tokensms:status.sukses', 2: 'tokensms:status.gagal' },
  ],
  ['TOPUP_STATUS_NAMES', TOPUP_STATUS_NAMES, { 0: 'topup:status.pending', 1: 'topup:status.sukses', 2: 'topup:status.gagal' }],
  ['CONTRACT_STATUS_NAMES', CONTRACT_STATUS_NAMES, { 0: 'loan:contractStatus.belum', 1: 'loan:contractStatus.lunas' }],
  ['LOAN_REQUEST_STATUS_NAMES', LOAN_REQUEST_STATUS_NAMES, { 0: 'loan:waiting.title' }],
  [
    'BILL_STATUS_NAMES',
    { ...BILL_STATUS_NAMES, '': BILL_NO_STATUS_NAME },
    {
      JATUH_TEMPO: 'bayartempo:billStatus.JATUH_TEMPO',
      BELUM_BAYAR: 'bayartempo:billStatus.BELUM_BAYAR',
      ON_CONFIRMATION: 'bayartempo:billStatus.ON_CONFIRMATION',
      SUCCESS: 'bayartempo:billStatus.SUCCESS',
      '': 'bayartempo:billStatus.none',
    },
  ],
  [
    'REKENING_STATUS_NAMES',
    REKENING_STATUS_NAMES,
    { 0: 'bayartempo:rekeningStatus.0', 1: 'bayartempo:rekeningStatus.1', 2: 'bayartempo:rekeningStatus.2' },
  ],
  ['STAFF_STATUS_NAMES', STAFF_STATUS_NAMES, { 1: 'staff:statusLabel.1', 0: 'staff:statusLabel.0', 2: 'staff:statusLabel.2' }],
  ['TWO_FACTOR_NAMES', TWO_FACTOR_NAMES, { true: 'staff:on', false: 'staff:off' }],
  ['WEBHOOK_STATUS_NAMES', WEBHOOK_STATUS_NAMES, { 1: 'webhooks:statusLabel.1', 0: 'webhooks:statusLabel.0' }],
  [
    'DELIVERY_STATUS_NAMES',
    DELIVERY_STATUS_NAMES,
    {
      pending: 'webhooks:delivery.status.pending',
      delivered: 'webhooks:delivery.status.delivered',
      failed: 'webhooks:delivery.status.failed',
    },
  ],
];

describe('the words of the lists’ files are the screens’ words', () => {
  it('heads each column a screen words with the same words, in both languages', () => {
    const differ: string[] = [];
    for (const [list, columns] of Object.entries(SCREEN) as [ListName, Record<string, string>][]) {
      const words = LIST_COLUMNS[list] as Record<string, Words>;
      for (const [column, key] of Object.entries(columns)) {
        const screen = wordsOf(key);
        if (JSON.stringify(both(words[column]!)) !== JSON.stringify(screen))
          differ.push(`${list}.${column}: ${JSON.stringify(words[column])} ≠ ${key} ${JSON.stringify(screen)}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('names each code as its chip shows it, in both languages', () => {
    const differ: string[] = [];
    for (const [name, names, keys] of CHIPS) {
      for (const [code, key] of Object.entries(keys)) {
        const screen = wordsOf(key);
        const words = names[code];
        if (!words || JSON.stringify(both(words)) !== JSON.stringify(screen))
          differ.push(`${name}[${code}]: ${JSON.stringify(words)} ≠ ${key} ${JSON.stringify(screen)}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
