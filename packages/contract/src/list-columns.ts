import { MENU_TYPES } from './content.js';
import { CONTRACT_STATUS, LOAN_REQUEST_STATUS, REKENING_STATUS } from './credit.js';
import { BANK_STATUS, CASHOUT_STATUS, TOKENSMS_ORDER_STATUS, TOKENSMS_SEND_STATUS, TOPUP_STATUS } from './money.js';
import { STAFF_STATUS } from './team.js';

/**
 * The words of the console's lists, in both languages: each list's column headers as its screen heads them, and the
 * names its screen gives coded values (statuses, types). The server writes a list's file with them (its export's
 * header row and coded cells, in the caller's language); the web's tables show the same words (its locale test
 * compares them), so a file reads like the screen it came from.
 */

/** One text in the console's two languages. */
export interface Words {
  id: string;
  en: string;
}

/** The names of a column's codes: a code's text in both languages, or one text both languages show. */
export type CodeNames = Readonly<Record<string | number, Words | string>>;

const same = (text: string): Words => ({ id: text, en: text });

// ---------------------------------------------------------------------------------------------------------
// Names of coded values, as the screens' chips show them
// ---------------------------------------------------------------------------------------------------------

/** The on/off status of SPEC §4, as every table's status chip reads it: 1 Aktif / Active, 0 Non-Aktif / Inactive. */
export const ON_OFF_NAMES = { 1: { id: 'Aktif', en: 'Active' }, 0: { id: 'Non-Aktif', en: 'Inactive' } } as const satisfies CodeNames;
const YES = { id: 'Ya', en: 'Yes' };
const NO = { id: 'Tidak', en: 'No' };
/** A yes/no flag, as a number or a boolean. */
export const YES_NO_NAMES = { 1: YES, 0: NO, true: YES, false: NO } as const satisfies CodeNames;

export const MENU_TYPE_NAMES: CodeNames = Object.fromEntries(MENU_TYPES.map((t) => [t.code, t.label]));

const SUCCESS = { id: 'Sukses', en: 'Success' };
const FAILED = { id: 'Gagal', en: 'Failed' };
const PROCESSING = { id: 'Proses', en: 'Processing' };
const WAITING_PAYMENT = { id: 'Menunggu Pembayaran', en: 'Waiting for payment' };
const WAITING_VERIFICATION = { id: 'Menunggu Verifikasi', en: 'Waiting for verification' };
const VERIFIED = { id: 'Terverifikasi', en: 'Verified' };
const REJECTED = { id: 'Ditolak', en: 'Rejected' };

export const CASHOUT_STATUS_NAMES = {
  [CASHOUT_STATUS.PROSES]: PROCESSING,
  [CASHOUT_STATUS.SUKSES]: SUCCESS,
  [CASHOUT_STATUS.GAGAL]: FAILED,
} as const satisfies CodeNames;
export const CASHIN_STATUS_NAMES = { PENDING: WAITING_PAYMENT, COMPLETED: SUCCESS } as const satisfies CodeNames;
export const BANK_STATUS_NAMES = {
  [BANK_STATUS.MENUNGGU]: WAITING_VERIFICATION,
  [BANK_STATUS.TERVERIFIKASI]: VERIFIED,
  [BANK_STATUS.DITOLAK]: REJECTED,
} as const satisfies CodeNames;
/** The wallet's ledger accounts by the names of the wallet's cards. */
export const WALLET_ACCOUNT_NAMES = {
  balance: 'Balance',
  pending_balance: 'Pending Balance',
  pending_cashout: 'Pending Cashout',
} as const satisfies CodeNames;
export const TOKENSMS_ORDER_STATUS_NAMES = {
  [TOKENSMS_ORDER_STATUS.MENUNGGU]: WAITING_PAYMENT,
  [TOKENSMS_ORDER_STATUS.SUKSES]: SUCCESS,
  [TOKENSMS_ORDER_STATUS.KEDALUWARSA]: { id: 'Kedaluwarsa', en: 'Expired' },
} as const satisfies CodeNames;
export const TOKENSMS_SEND_STATUS_NAMES = {
  [TOKENSMS_SEND_STATUS.PROSES]: PROCESSING,
  [TOKENSMS_SEND_STATUS.SUKSES]: SUCCESS,
  [TOKENSMS_SEND_STATUS.GAGAL]: FAILED,
} as const satisfies CodeNames;
export const TOPUP_STATUS_NAMES = {
  [TOPUP_STATUS.PENDING]: 'Pending',
  [TOPUP_STATUS.SUKSES]: SUCCESS,
  [TOPUP_STATUS.GAGAL]: FAILED,
} as const satisfies CodeNames;
export const CONTRACT_STATUS_NAMES = {
  [CONTRACT_STATUS.BELUM]: { id: 'Belum terbayar', en: 'Unpaid' },
  [CONTRACT_STATUS.LUNAS]: { id: 'Lunas', en: 'Paid' },
} as const satisfies CodeNames;
export const LOAN_REQUEST_STATUS_NAMES = {
  [LOAN_REQUEST_STATUS.WAITING]: { id: 'Menunggu Persetujuan', en: 'Waiting for Approval' },
  [LOAN_REQUEST_STATUS.APPROVED]: { id: 'Disetujui', en: 'Approved' },
  [LOAN_REQUEST_STATUS.REJECTED]: REJECTED,
} as const satisfies CodeNames;
/** A pay-later bill's shown status (`paymentStatus`, `billDisplayStatus`); a bill without one shows Lunas. */
export const BILL_STATUS_NAMES = {
  JATUH_TEMPO: { id: 'Jatuh Tempo', en: 'Overdue' },
  BELUM_BAYAR: { id: 'Belum Bayar', en: 'Unpaid' },
  ON_CONFIRMATION: { id: 'Sedang Konfirmasi', en: 'Awaiting confirmation' },
  SUCCESS: { id: 'Berhasil', en: 'Successful' },
} as const satisfies CodeNames;
export const BILL_NO_STATUS_NAME: Words = { id: 'Lunas', en: 'Paid' };
export const REKENING_STATUS_NAMES = {
  [REKENING_STATUS.MENUNGGU]: WAITING_VERIFICATION,
  [REKENING_STATUS.TERVERIFIKASI]: VERIFIED,
  [REKENING_STATUS.DITOLAK]: REJECTED,
} as const satisfies CodeNames;
export const STAFF_STATUS_NAMES = {
  [STAFF_STATUS.active]: { id: 'Aktif', en: 'Active' },
  [STAFF_STATUS.disabled]: { id: 'Nonaktif', en: 'Disabled' },
  [STAFF_STATUS.invited]: { id: 'Diundang', en: 'Invited' },
} as const satisfies CodeNames;
/** Staff two-factor: on / off. */
export const TWO_FACTOR_NAMES = { true: { id: 'Aktif', en: 'On' }, false: { id: 'Tidak', en: 'Off' } } as const satisfies CodeNames;
export const WEBHOOK_STATUS_NAMES = { 1: { id: 'Aktif', en: 'Active' }, 0: { id: 'Dijeda', en: 'Paused' } } as const satisfies CodeNames;
export const DELIVERY_STATUS_NAMES = {
  pending: { id: 'Dicoba ulang', en: 'Retrying' },
  delivered: { id: 'Terkirim', en: 'Delivered' },
  failed: FAILED,
} as const satisfies CodeNames;
export const PUSH_STATUS_NAMES = {
  sending: { id: 'Mengirim', en: 'Sending' },
  sent: { id: 'Terkirim', en: 'Sent' },
  recorded: { id: 'Tercatat', en: 'Recorded' },
  failed: FAILED,
} as const satisfies CodeNames;

// ---------------------------------------------------------------------------------------------------------
// Column headers, per list
// ---------------------------------------------------------------------------------------------------------

const ID = same('ID');
const STATUS = same('Status');
const URL = same('URL');
const UPDATED = { id: 'Diperbarui', en: 'Updated' };
const CREATED = { id: 'Dibuat', en: 'Created' };
const CODE = { id: 'Kode', en: 'Code' };
const NAME = { id: 'Nama', en: 'Name' };
const DATE = { id: 'Tanggal', en: 'Date' };
const DESCRIPTION = { id: 'Keterangan', en: 'Description' };
const FEE = { id: 'Biaya', en: 'Fee' };
const REFF = same('Reff');
const BANK = same('Bank');
const ACCOUNT_NO = { id: 'No. Rekening', en: 'Account no.' };
const ACCOUNT_NAME = { id: 'Nama Pemilik', en: 'Account holder' };
const SERVER_ID = same('Server ID');
const SERVER_NAME = { id: 'Nama Server', en: 'Server name' };
const REASON = { id: 'Alasan penolakan', en: 'Reason for rejection' };

/** A token order's columns (the server's own list and the administrator's approvals). */
const ORDER = {
  id: ID,
  createdat: DATE,
  invoice: same('Invoice'),
  paketName: { id: 'Paket', en: 'Package' },
  quantity: { id: 'Jumlah', en: 'Quantity' },
  totaltokensms: { id: 'Token', en: 'Tokens' },
  price: { id: 'Harga', en: 'Price' },
  status: STATUS,
  description: DESCRIPTION,
  nova: { id: 'Nomor VA', en: 'VA number' },
  bank: BANK,
  paidat: { id: 'Tanggal Bayar', en: 'Paid at' },
};
const BILL = {
  id: { id: 'Tagihan', en: 'Bill' },
  date: DATE,
  fee: FEE,
  paymentStatus: STATUS,
  expiredAt: { id: 'Jatuh Tempo', en: 'Due' },
  'serpul.limit': same('Limit'),
};
const AUDIT = {
  id: ID,
  created_at: { id: 'Waktu', en: 'Time' },
  actor: { id: 'Pelaku', en: 'Actor' },
  action: { id: 'Aksi', en: 'Action' },
  entity: same('Target'),
  entity_id: { id: 'ID Target', en: 'Target ID' },
  server_id: same('Server'),
  ip: { id: 'Alamat IP', en: 'IP address' },
  before: { id: 'Sebelum', en: 'Before' },
  after: { id: 'Sesudah', en: 'After' },
};
const PARTNER_MODULE = {
  app_code: SERVER_ID,
  url_module: same('URL Module (URL Webportal)'),
  status: STATUS,
  updated_at: { id: 'Diubah', en: 'Updated' },
};
const ARTICLE = {
  id: ID,
  title: { id: 'Judul', en: 'Title' },
  breaf: { id: 'Ringkasan (breaf)', en: 'Summary (breaf)' },
  status: STATUS,
  created_at: CREATED,
  update_at: UPDATED,
};

/**
 * Each list's column headers by the field of its JSON row they head (`channel.name` reads into an object). A column
 * the screen shows has the screen's header; one it shows only inside another (or not at all) has the words the
 * console uses for that field elsewhere (its form, its detail).
 */
export const LIST_COLUMNS = {
  menus: {
    id: ID,
    label: same('Label'),
    type: { id: 'Tipe', en: 'Type' },
    description: { id: 'Deskripsi', en: 'Description' },
    kodeproduk: { id: 'Kode Produk', en: 'Product Code' },
    idoperator: { id: 'ID Operator', en: 'Operator ID' },
    showhome: { id: 'Tampil di Home', en: 'Show on Home' },
    url: URL,
    status: STATUS,
    order: { id: 'Urutan', en: 'Order' },
    updated_at: UPDATED,
  },
  categories: {
    id: ID,
    title: same('Title'),
    status: STATUS,
    showHome: same('Show'),
    sort: same('Sort'),
    menus: { id: 'Menu', en: 'Menus' },
    updated_at: UPDATED,
  },
  banners: {
    id: ID,
    name: { id: 'Nama banner', en: 'Banner name' },
    url: URL,
    status: STATUS,
    order: { id: 'Urutan', en: 'Order' },
    updated_at: UPDATED,
  },
  popups: { id: ID, name: same('Label'), url: URL, status: STATUS, expired: { id: 'Masa Aktif', en: 'Active until' }, updated_at: UPDATED },
  'running-texts': {
    id: ID,
    msg: { id: 'Teks', en: 'Text' },
    aktif: STATUS,
    expired: { id: 'Berlaku hingga', en: 'Expired' },
    updated_at: UPDATED,
  },
  news: ARTICLE,
  info: ARTICLE,
  'push-messages': {
    id: ID,
    created_at: CREATED,
    judul: { id: 'Judul', en: 'Title' },
    isi: { id: 'Isi pesan', en: 'Message' },
    topic: { id: 'Topik', en: 'Topic' },
    provider: same('Provider'),
    status: STATUS,
    error: { id: 'Kesalahan', en: 'Error' },
    sent_at: { id: 'Waktu Kirim', en: 'Sent at' },
  },
  products: {
    id: ID,
    kode: CODE,
    nama: NAME,
    catatan: { id: 'Catatan', en: 'Note' },
    kode_operator: { id: 'Kode Operator', en: 'Operator Code' },
    harga_jual: { id: 'Harga Jual', en: 'Selling Price' },
    aktif: { id: 'Aktif', en: 'Active' },
    gangguan: { id: 'Gangguan', en: 'Disrupted' },
    kosong: { id: 'Kosong', en: 'Out of stock' },
    updated_at: UPDATED,
  },
  resellers: {
    id: ID,
    kode: CODE,
    nama: NAME,
    alamat: { id: 'Alamat', en: 'Address' },
    email: same('E-mail'),
    phone: { id: 'No. HP', en: 'Phone' },
    kode_upline: { id: 'Kode Upline', en: 'Upline Code' },
    saldo: { id: 'Saldo', en: 'Balance' },
    tgl_daftar: { id: 'Tgl Daftar', en: 'Registered' },
    updateAt: UPDATED,
    last_activity: { id: 'Aktivitas Terakhir', en: 'Last activity' },
  },
  'wallet-history': {
    id: ID,
    createdat: DATE,
    description: DESCRIPTION,
    debet: { id: 'Debet', en: 'Debit' },
    credit: { id: 'Kredit', en: 'Credit' },
    endbalance: { id: 'Saldo Akhir', en: 'End balance' },
    account: { id: 'Akun', en: 'Account' },
    reftype: { id: 'Jenis Referensi', en: 'Reference type' },
    refid: { id: 'Referensi', en: 'Reference' },
  },
  cashouts: {
    id: ID,
    createdat: DATE,
    bank: BANK,
    accountno: ACCOUNT_NO,
    accountname: ACCOUNT_NAME,
    amount: { id: 'Nominal', en: 'Amount' },
    reff: REFF,
    status: STATUS,
    description: DESCRIPTION,
    completedat: { id: 'Tanggal Selesai', en: 'Completed at' },
  },
  cashins: {
    id: ID,
    createdat: DATE,
    'channel.name': same('Channel'),
    amount: { id: 'Nominal', en: 'Amount' },
    fee: FEE,
    total: { id: 'Total Bayar', en: 'Total to pay' },
    description: DESCRIPTION,
    reff: REFF,
    va: { id: 'Nomor VA', en: 'VA number' },
    statusBalance: STATUS,
    successDate: { id: 'Tanggal Sukses', en: 'Paid at' },
  },
  'bank-accounts': {
    id: ID,
    bank: BANK,
    accountno: ACCOUNT_NO,
    accountname: ACCOUNT_NAME,
    status: STATUS,
    reason: REASON,
    createdat: DATE,
  },
  'tokensms-history': {
    id: ID,
    createdat: DATE,
    phone: { id: 'Nomor HP', en: 'Phone' },
    senderid: same('Sender ID'),
    amount: { id: 'Terpakai', en: 'Used' },
    sisa: { id: 'Sisa', en: 'Left' },
    price: { id: 'Harga', en: 'Price' },
    totaltokensms: { id: 'Token Awal', en: 'Tokens before' },
    status: STATUS,
  },
  'tokensms-orders': ORDER,
  topups: {
    id: same('id'),
    waktu: same('Created At'),
    reff: same('ReffId'),
    channelname: same('channelname'),
    reseller: same('Reseller'),
    amount: same('Amount'),
    status: STATUS,
  },
  'loan-requests': {
    id: ID,
    createdat: DATE,
    serverid: SERVER_ID,
    namaserver: SERVER_NAME,
    name: { id: 'Pemohon', en: 'Applicant' },
    noktp: { id: 'Nomor KTP', en: 'KTP number' },
    phone: { id: 'Telepon', en: 'Phone' },
    address: { id: 'Alamat', en: 'Address' },
    businessname: { id: 'Usaha', en: 'Business' },
    jenisusaha: { id: 'Jenis Usaha', en: 'Business type' },
    businessaddress: { id: 'Alamat Usaha', en: 'Business address' },
    'provinsi.name': { id: 'Provinsi', en: 'Province' },
    'city.name': { id: 'Kota/Kabupaten', en: 'City/Regency' },
    'district.name': { id: 'Kecamatan', en: 'District' },
    businessyear: { id: 'Tahun Berdiri Usaha', en: 'Year the business started' },
    businesscapital: { id: 'Modal Usaha', en: 'Business capital' },
    businesscustomer: { id: 'Jumlah Pelanggan', en: 'Customers' },
    businessturnover: { id: 'Omzet per Bulan', en: 'Monthly turnover' },
    businessprofit: { id: 'Keuntungan per Bulan', en: 'Monthly profit' },
    creditlimit: { id: 'Limit Kredit', en: 'Credit Limit' },
    status: STATUS,
    msg: { id: 'Pesan untuk operator', en: 'Message to the operator' },
    decidedat: { id: 'Tanggal Keputusan', en: 'Decided at' },
  },
  'loan-contracts': {
    id: ID,
    contractno: { id: 'No. Kontrak', en: 'Contract No.' },
    created: DATE,
    reqdate: { id: 'Tanggal Pengajuan', en: 'Requested' },
    amount: { id: 'Jumlah', en: 'Amount' },
    fee: FEE,
    total: { id: 'Total Pembayaran', en: 'Total Payment' },
    duedate: { id: 'Jatuh Tempo', en: 'Due Date' },
    status: STATUS,
    overdue: { id: 'Lewat jatuh tempo', en: 'Overdue' },
    paidat: { id: 'Tanggal Bayar', en: 'Paid At' },
  },
  'loan-payments': {
    id: ID,
    contractno: { id: 'No. Kontrak', en: 'Contract No.' },
    created: { id: 'Tanggal Bayar', en: 'Paid At' },
    amount: { id: 'Jumlah Bayar', en: 'Amount Paid' },
  },
  bills: { ...BILL, amount: { id: 'Jumlah', en: 'Amount' } },
  'approvals-bills': { ...BILL, serverid: SERVER_ID, namaserver: SERVER_NAME, amount: { id: 'Nominal', en: 'Amount' } },
  'approvals-rekening': {
    id: ID,
    serverid: SERVER_ID,
    namaserver: SERVER_NAME,
    name: BANK,
    bankName: { id: 'Nama Bank', en: 'Bank name' },
    bankNo: ACCOUNT_NO,
    remark: REASON,
    status: STATUS,
    label: same('Label'),
  },
  'approvals-tokensms-orders': { ...ORDER, serverid: SERVER_ID, namaserver: SERVER_NAME },
  'approvals-bank-accounts': {
    id: ID,
    createdat: DATE,
    serverid: SERVER_ID,
    namaserver: SERVER_NAME,
    bank: BANK,
    accountno: ACCOUNT_NO,
    accountname: ACCOUNT_NAME,
    status: STATUS,
    reason: REASON,
  },
  'approvals-paylater-cashouts': {
    id: ID,
    createdat: DATE,
    serverid: SERVER_ID,
    namaserver: SERVER_NAME,
    bank: BANK,
    bankNo: ACCOUNT_NO,
    amount: { id: 'Nominal', en: 'Amount' },
    fee: FEE,
    total: same('Total'),
    reff: REFF,
  },
  'approvals-cashouts': {
    id: ID,
    createdat: DATE,
    serverid: SERVER_ID,
    namaserver: SERVER_NAME,
    bank: BANK,
    accountno: ACCOUNT_NO,
    accountname: ACCOUNT_NAME,
    amount: { id: 'Nominal', en: 'Amount' },
    balance: { id: 'Saldo', en: 'Balance' },
    reff: REFF,
    status: STATUS,
    description: DESCRIPTION,
    completedat: { id: 'Tanggal Selesai', en: 'Completed at' },
  },
  mitra: {
    id: ID,
    server_id: { id: 'Server ID', en: 'ServerID' },
    name: NAME,
    address: { id: 'Alamat', en: 'Address' },
    contact: { id: 'Kontak', en: 'Contact' },
    phone: { id: 'Telepon', en: 'Phone' },
    email: { id: 'E-mail', en: 'Email' },
    member_type: { id: 'Tipe Member', en: 'Member Type' },
    engine_core: same('Engine Core'),
    status: STATUS,
    created_at: { id: 'Dibuat', en: 'Created At' },
    updated_at: { id: 'Diperbarui', en: 'Updated At' },
  },
  staff: {
    id: ID,
    name: NAME,
    email: same('E-mail'),
    role: { id: 'Peran', en: 'Role' },
    status: STATUS,
    twofactor: same('2FA'),
    lastLoginAt: { id: 'Login terakhir', en: 'Last sign-in' },
  },
  'kaspro-agents': {
    id: ID,
    accountnumber: { id: 'Nomor Akun', en: 'Account Number' },
    msisdn: same('MSISDN'),
    fullname: { id: 'Nama Lengkap', en: 'Full Name' },
    updated_at: { id: 'Diperbarui', en: 'Updated At' },
  },
  'kaspro-applications': {
    id: ID,
    appname: { id: 'Nama Aplikasi', en: 'App Name' },
    version: { id: 'Versi', en: 'Version' },
    primary_color: { id: 'Warna Utama', en: 'Primary Color' },
    primary_color_dark: { id: 'Warna Utama Gelap', en: 'Primary Color Dark' },
    created_at: CREATED,
    updated_at: UPDATED,
  },
  audit: AUDIT,
  'partner-modules': PARTNER_MODULE,
  'account-deletions': {
    id: ID,
    createdat: same('Created At'),
    id_reseller: SERVER_ID,
    name_reseller: { id: 'Nama Reseller', en: 'Reseller Name' },
    uuid: same('UUID'),
    status: STATUS,
  },
  webhooks: {
    id: ID,
    url: URL,
    events: { id: 'Event', en: 'Events' },
    status: STATUS,
    created_at: CREATED,
    updated_at: { id: 'Diubah', en: 'Updated' },
  },
  'bank-mutations': {
    id: ID,
    account: ACCOUNT_NO,
    date: DATE,
    amount: { id: 'Nominal', en: 'Amount' },
    type: { id: 'Jenis', en: 'Type' },
    description: DESCRIPTION,
    status: STATUS,
    matchedRef: { id: 'Dibayar untuk', en: 'Paid for' },
    reason: { id: 'Alasan', en: 'Reason' },
    decidedBy: { id: 'Diputuskan oleh', en: 'Decided by' },
    createdAt: { id: 'Diterima', en: 'Received' },
  },
  'webhook-deliveries': {
    id: ID,
    created_at: { id: 'Waktu', en: 'Time' },
    event_id: { id: 'ID Event', en: 'Event ID' },
    event: same('Event'),
    status: STATUS,
    attempts: { id: 'Percobaan', en: 'Attempts' },
    last_status_code: { id: 'Status terakhir', en: 'Last status' },
    next_attempt_at: { id: 'Percobaan berikut', en: 'Next attempt' },
    updated_at: UPDATED,
  },
} as const satisfies Record<string, Record<string, Words>>;

/** A list whose columns have words. */
export type ListName = keyof typeof LIST_COLUMNS;
/** The fields a list's columns may show. */
export type ListColumn<L extends ListName> = keyof (typeof LIST_COLUMNS)[L] & string;
