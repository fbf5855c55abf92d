import { LOAN_NUMBER_FIELDS, LOAN_TEXT_FIELDS, type LoanNumberField, type LoanTextField } from './credit.fields.js';
import type { Message } from './lang.js';

type Cap<S extends string> = Capitalize<S>;
type TextKeys = `loan${Cap<LoanTextField>}Required` | `loan${Cap<LoanTextField>}TooShort` | `loan${Cap<LoanTextField>}TooLong`;
type NumberKeys = `loan${Cap<LoanNumberField>}Required` | `loan${Cap<LoanNumberField>}Invalid`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Message key of a loan field's rule, e.g. `loanNameRequired`. */
export const loanFieldKey = (field: LoanTextField | LoanNumberField, rule: 'Required' | 'TooShort' | 'TooLong' | 'Invalid') =>
  `loan${cap(field)}${rule}` as TextKeys | NumberKeys;

function fieldMessages(): Record<TextKeys | NumberKeys, Message> {
  const out: Record<string, Message> = {};
  for (const [f, l] of Object.entries(LOAN_TEXT_FIELDS)) {
    out[`loan${cap(f)}Required`] = { en: `${l.en} is required`, id: `${l.id} wajib diisi`, spec: 'en' };
    out[`loan${cap(f)}TooShort`] = { en: `${l.en} must be more than 2 characters`, id: `${l.id} harus lebih dari 2 karakter` };
    out[`loan${cap(f)}TooLong`] = {
      en: `${l.en} must be less than ${l.max} characters`,
      id: `${l.id} harus kurang dari ${l.max} karakter`,
      spec: 'en',
    };
  }
  for (const [f, l] of Object.entries(LOAN_NUMBER_FIELDS)) {
    out[`loan${cap(f)}Required`] = { en: `${l.en} is required`, id: `${l.id} wajib diisi`, spec: 'en' };
    out[`loan${cap(f)}Invalid`] = { en: `${l.en} must be a number`, id: `${l.id} harus berupa angka` };
  }
  return out as Record<TextKeys | NumberKeys, Message>;
}

/** Working-capital loans (irmacapital), location lists and pay-later (bayartempo). */
export const creditMessages = {
  ...fieldMessages(),

  // loan application
  creditPhotoTooLarge: { id: 'Ukuran foto tidak lebih dari 1 MB!', en: 'The photo must not be larger than 1 MB!', spec: 'id' },
  creditPhotoUploaded: { id: 'Foto diunggah', en: 'Photo uploaded' },
  loanPhotoRequired: { id: 'Foto wajib diunggah', en: 'The photo is required' },
  loanPhotoUnknown: { id: 'Foto tidak ditemukan, unggah ulang', en: 'Photo not found, upload it again' },
  loanPhoneInvalid: { id: 'Nomor telepon tidak valid (+62…)', en: 'The phone number is not valid (+62…)' },
  loanProvinceRequired: { id: 'Provinsi wajib dipilih', en: 'Province is required' },
  loanCityRequired: { id: 'Kota wajib dipilih', en: 'City is required' },
  loanDistrictRequired: { id: 'Kecamatan wajib dipilih', en: 'District is required' },
  loanProvinceUnknown: { id: 'Provinsi tidak dikenal', en: 'Unknown province' },
  loanCityNotInProvince: { id: 'Kota tidak berada di provinsi yang dipilih', en: 'The city is not in the chosen province' },
  loanDistrictNotInCity: { id: 'Kecamatan tidak berada di kota yang dipilih', en: 'The district is not in the chosen city' },
  loanConfirmSubmit: {
    en: 'Data is true and accountable, submit now?',
    id: 'Data yang diisi benar dan dapat dipertanggungjawabkan, ajukan sekarang?',
    spec: 'en',
  },
  loanRequestSubmitted: { id: 'Pengajuan terkirim, menunggu persetujuan', en: 'Application sent, waiting for approval' },
  loanRequestNotAllowed: {
    id: 'Pengajuan tidak dapat dikirim: pengajuan sebelumnya sedang diproses atau sudah disetujui',
    en: 'An application cannot be sent: the previous one is waiting or already approved',
  },
  loanRequestAlreadyDecided: { id: 'Pengajuan ini sudah diputuskan', en: 'This application was already decided' },
  loanRequestApproved: { id: 'Pengajuan disetujui', en: 'Application approved' },
  loanRequestRejected: { id: 'Pengajuan ditolak', en: 'Application rejected' },
  loanRejectedDefault: { id: 'Pengajuan belum dapat disetujui', en: 'The application cannot be approved yet' },
  loanSettingSaved: { id: 'Pengaturan pinjaman disimpan', en: 'Loan settings saved' },

  // contracts and repayments
  loanNotActive: { id: 'Pinjaman belum aktif', en: 'The loan is not active' },
  loanAmountRequired: { id: 'Jumlah wajib diisi', en: 'Amount is required' },
  loanAmountInvalid: { id: 'Jumlah harus bilangan bulat rupiah lebih dari 0', en: 'The amount must be a whole number of rupiah above 0' },
  loanLimitExceeded: {
    id: 'Jumlah melebihi sisa limit kredit (Rp {remaining})',
    en: 'The amount exceeds the remaining credit (Rp {remaining})',
  },
  loanDisbursed: { id: 'Dana Rp {amount} dicairkan ke wallet', en: 'Rp {amount} was disbursed to the wallet' },
  loanContractRequired: { id: 'Nomor kontrak wajib diisi', en: 'Contract number is required' },
  loanContractAlreadyPaid: { id: 'Kontrak ini sudah lunas', en: 'This contract is already paid' },
  loanInsufficientBalance: {
    id: 'Saldo wallet tidak cukup untuk membayar Rp {total}',
    en: 'The wallet balance is not enough to pay Rp {total}',
  },
  loanPaid: { id: 'Kontrak {no} lunas', en: 'Contract {no} is paid' },
  loanConfirmPay: { id: 'Yakin akan bayar kontrak {no}?', en: 'Pay contract {no}?', spec: 'id' },

  // pay-later (bayartempo)
  billNotPayable: { id: 'Tagihan ini tidak dapat dibayar', en: 'This bill cannot be paid' },
  billAlreadyDone: { id: 'Tagihan ini sudah selesai', en: 'This bill is already completed' },
  billUpdated: { id: 'Pembayaran tagihan dikirim, menunggu konfirmasi', en: 'Bill payment sent, waiting for confirmation' },
  billConfirmed: { id: 'Tagihan lunas, limit dikembalikan', en: 'Bill paid, limit released' },
  billCreated: { id: 'Tagihan dibuat', en: 'Bill created' },
  billLimitExceeded: { id: 'Tagihan melebihi sisa limit', en: 'The bill exceeds the remaining limit' },
  rekeningRequired: { id: 'Wajib diisi.', en: 'Required.', spec: 'en' },
  rekeningMax20: { id: 'Maksimal 20 karakter', en: 'Max 20 characters', spec: 'en' },
  rekeningBankUnknown: { id: 'Kode bank tidak dikenal', en: 'Unknown bank code' },
  rekeningNoInvalid: { id: 'Nomor rekening hanya angka', en: 'The account number is digits only' },
  rekeningAdded: { id: 'Rekening ditambahkan, menunggu verifikasi', en: 'Account added, waiting for verification' },
  rekeningExists: { id: 'Rekening ini sudah terdaftar', en: 'This account is already registered' },
  rekeningNotVerified: { id: 'Rekening belum diverifikasi', en: 'This account is not verified' },
  rekeningAlreadyDecided: { id: 'Rekening ini sudah diputuskan', en: 'This account was already decided' },
  rekeningVerified: { id: 'Rekening diverifikasi', en: 'The account is verified' },
  rekeningRejected: { id: 'Rekening ditolak', en: 'The account was rejected' },
  creditCashoutRequired: { id: 'Rekening dan nominal tidak boleh kosong', en: 'Account and amount must not be empty', spec: 'id' },
  creditCashoutAmountInvalid: { id: 'Nominal harus berupa angka rupiah bulat', en: 'The amount must be a whole number of rupiah' },
  creditCashoutDone: {
    id: 'Cashout Rp {total} diajukan, menunggu persetujuan',
    en: 'Cash-out of Rp {total} requested, waiting for approval',
  },
  creditCashoutDecided: { id: 'Status cashout bayar tempo disimpan', en: 'The pay-later cash-out status was saved' },
  creditCashoutAlreadyDone: { id: 'Cashout bayar tempo ini sudah diputuskan', en: 'This pay-later cash-out was decided already' },
  creditCashoutFeeNotice: {
    id: 'Transfer ke bank selain BNI dikenakan biaya admin 6.500',
    en: 'Transfers to banks other than BNI carry an admin fee of 6.500',
    spec: 'id',
  },
  creditDeadlineNotice: {
    id: 'Batas pembayaran pukul 17:00 WIB, pembayaran setelahnya tidak mendapat pencairan',
    en: 'The payment deadline is 17:00 WIB; later payments get no disbursement',
    spec: 'id',
  },
} as const satisfies Record<string, Message>;
