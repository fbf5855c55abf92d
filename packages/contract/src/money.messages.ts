import type { Message } from './lang.js';

/** Wallet, OTP by e-mail, idempotency, payments, SMS tokens and top-ups. */
export const moneyMessages = {
  // wallet OTP (by e-mail)
  walletOtpSent: { id: 'Otp sukses di kirim ke email', en: 'The OTP was sent to your e-mail', spec: 'id' },
  walletOtpFailed: { id: 'Otp gagal di kirim', en: 'The OTP could not be sent', spec: 'id' },
  walletOtpRequired: { id: 'Silahkan Input OTP', en: 'Please enter the OTP', spec: 'id' },
  walletOtpFormat: { id: 'OTP terdiri dari 6 angka', en: 'The OTP is 6 digits' },
  walletOtpWrong: { id: 'OTP salah, sisa {left} kali percobaan', en: 'Wrong OTP, {left} tries left' },
  walletOtpExpired: {
    id: 'OTP tidak berlaku lagi, silahkan minta OTP baru',
    en: 'The OTP is no longer valid, please request a new one',
  },
  walletOtpPurposeInvalid: { id: 'Jenis OTP tidak dikenal (cash_out atau add_bank)', en: 'Unknown OTP purpose (cash_out or add_bank)' },
  walletOtpCooldown: {
    id: 'Tunggu {seconds} detik sebelum meminta OTP lagi',
    en: 'Wait {seconds} seconds before requesting another OTP',
  },

  // wallet
  walletInsufficientBalance: { id: 'Saldo tidak mencukupi', en: 'Insufficient balance' },
  walletInactive: { id: 'Wallet tidak aktif', en: 'The wallet is not active' },
  walletAmountRequired: { id: 'Nominal wajib diisi', en: 'Amount is required' },
  walletAmountInvalid: { id: 'Nominal harus berupa angka rupiah bulat', en: 'The amount must be a whole number of rupiah' },
  walletAmountMin: { id: 'Nominal minimal Rp {min}', en: 'The minimum amount is Rp {min}' },
  walletAmountMax: { id: 'Nominal maksimal Rp {max}', en: 'The maximum amount is Rp {max}' },
  walletAccountRequired: { id: 'Pilih rekening tujuan', en: 'Choose the destination account' },
  walletCashoutNotice: {
    en: "Cash-out is processed within 2 working days under the payment provider's terms",
    id: 'Pencairan diproses paling lama 2 hari kerja sesuai ketentuan penyedia pembayaran',
    spec: 'en',
  },
  // four eyes (DESIGN §15)
  approvalsAwaiting: { id: 'Persetujuan dicatat ({approvals} dari {needed})', en: 'Approval recorded ({approvals} of {needed})' },
  approvalsApproversInvalid: { id: 'Jumlah penyetuju 1 atau 2', en: 'Approvers must be 1 or 2' },
  approvalsTierOrder: {
    id: 'Batas tiap tingkat harus naik, dan tingkat terakhir tanpa batas',
    en: 'Each tier must go above the one before it, and the last tier has no limit',
  },
  approvalsBulkDone: { id: '{done} dari {total} diputuskan', en: '{done} of {total} decided' },
  approvalsBulkTooMany: { id: 'Paling banyak 100 sekaligus', en: 'At most 100 at once' },
  approvalsBulkOnlyApprove: { id: 'Jenis ini hanya bisa disetujui', en: 'This kind can only be approved' },
  approvalsExpired: { id: 'Kedaluwarsa: tidak disetujui tepat waktu', en: 'Expired: not approved in time' },
  walletCashoutDone: { id: 'Status cashout disimpan', en: 'The cash-out status was saved' },
  walletCashoutAlreadyDone: { id: 'Cashout ini sudah diproses', en: 'This cash-out was already processed' },
  walletCashoutStatusInvalid: { id: 'Status harus 1 (Sukses) atau 2 (Gagal)', en: 'Status must be 1 (Sukses) or 2 (Gagal)' },
  walletBankRequired: { id: 'Bank wajib dipilih (BCA, MANDIRI, BNI, BRI)', en: 'Choose a bank (BCA, MANDIRI, BNI, BRI)' },
  walletAccountNoRequired: { id: 'Nomor rekening wajib diisi', en: 'Account number is required' },
  walletAccountNoInvalid: { id: 'Nomor rekening berisi 5 sampai 20 angka', en: 'The account number is 5 to 20 digits' },
  walletAccountNameRequired: { id: 'Nama pemilik rekening wajib diisi', en: 'Account holder name is required' },
  walletAccountNameTooLong: { id: 'Nama pemilik rekening maksimal 50 karakter', en: 'Account holder name is at most 50 characters' },
  walletBankAdded: {
    id: 'Rekening bank ditambahkan, menunggu verifikasi',
    en: 'Bank account added, waiting for verification',
  },
  walletBankExists: { id: 'Rekening ini sudah terdaftar', en: 'This bank account is already registered' },
  walletBankNotVerified: {
    id: 'Rekening belum diverifikasi, cashout hanya ke rekening terverifikasi',
    en: 'This bank account is not verified; cash-outs go only to verified accounts',
  },
  walletBankVerified: { id: 'Rekening diverifikasi', en: 'The bank account is verified' },
  walletBankRejected: { id: 'Rekening ditolak', en: 'The bank account was rejected' },
  walletBankAlreadyDecided: { id: 'Rekening ini sudah diverifikasi atau ditolak', en: 'This bank account was already decided' },
  walletConfirmDeleteBank: { id: 'Yakin akan hapus {bank} {accountno}?', en: 'Delete {bank} {accountno}?', spec: 'id' },
  walletDateInvalid: { id: 'Tanggal harus berformat YYYY-MM-DD', en: 'Dates are YYYY-MM-DD' },
  walletDateRangeInvalid: { id: 'Tanggal akhir tidak boleh sebelum tanggal awal', en: 'The end date must not be before the start date' },
  walletChannelUnknown: { id: 'Channel pembayaran tidak dikenal', en: 'Unknown payment channel' },
  walletCashinCreated: {
    id: 'Silahkan bayar Rp {total} ke {channel} {va}',
    en: 'Please pay Rp {total} to {channel} {va}',
  },
  walletCashinStatusInvalid: { id: 'Status harus COMPLETED atau PENDING', en: 'Status must be COMPLETED or PENDING' },

  // idempotency (DESIGN §6)
  idempotencyKeyInvalid: {
    id: 'Idempotency-Key harus 1 sampai 200 karakter yang terlihat',
    en: 'Idempotency-Key must be 1 to 200 visible characters',
  },
  idempotencyKeyReused: {
    id: 'Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda',
    en: 'This Idempotency-Key was already used for a different request',
  },
  idempotencyInFlight: {
    id: 'Permintaan dengan Idempotency-Key ini masih diproses',
    en: 'A request with this Idempotency-Key is still being processed',
  },

  // payments
  paymentBadSignature: { id: 'Tanda tangan tidak valid', en: 'Invalid signature' },
  paymentApplied: { id: 'Pembayaran diterima', en: 'Payment applied' },
  paymentVaUnknown: { id: 'Nomor virtual account tidak dikenal', en: 'Unknown virtual account number' },
  paymentVaAlreadyPaid: {
    id: 'Virtual account sudah dibayar atau ditutup; pembayaran dicatat untuk ditindaklanjuti',
    en: 'The virtual account is already paid or closed; the payment is recorded for follow-up',
  },
  paymentAmountMismatch: {
    id: 'Jumlah pembayaran tidak sesuai tagihan; pembayaran dicatat untuk ditindaklanjuti',
    en: 'The amount paid does not match the bill; the payment is recorded for follow-up',
  },
  paymentServerUnknown: { id: 'Server (appcode) tidak dikenal', en: 'Unknown server (appcode)' },
  paymentSandboxOnly: { id: 'Hanya tersedia di mode sandbox', en: 'Only available in sandbox mode' },
  paymentTopupRecorded: { id: 'Top-up dicatat', en: 'Top-up recorded' },

  // SMS tokens
  tokensmsOrderCreated: { en: 'Order Created Successfully', id: 'Order berhasil dibuat', spec: 'en' },
  tokensmsConfirmOrder: { id: 'Yakin order {name}?', en: 'Order {name}?', spec: 'id' },
  tokensmsPackageRequired: { id: 'Paket wajib dipilih', en: 'Choose a package' },
  tokensmsQuantityInvalid: { id: 'Jumlah paket 1 sampai 1000', en: 'Quantity is 1 to 1000' },
  tokensmsOrderPaid: { id: 'Order lunas, token ditambahkan', en: 'Order paid, tokens credited' },
  tokensmsOrderAlreadyPaid: { id: 'Order ini sudah lunas', en: 'This order is already paid' },
  bankMutationImported: {
    id: '{received} mutasi dibaca: {matched} cocok, {unmatched} menunggu, {duplicates} sudah ada',
    en: '{received} lines read: {matched} matched, {unmatched} waiting, {duplicates} seen before',
  },
  bankMutationAssigned: { id: 'Mutasi dipasangkan, order lunas', en: 'Line assigned, the order is paid' },
  bankMutationIgnored: { id: 'Mutasi diabaikan', en: 'Line ignored' },
  bankMutationBadSignature: { id: 'Tanda tangan mutasi tidak valid', en: 'The statement push signature is not valid' },
  bankMutationAccountRequired: { id: 'Pilih rekening perusahaan', en: 'Choose the company account' },
  bankMutationStatusInvalid: { id: 'Status mutasi tidak dikenal', en: 'Unknown statement line status' },
  bankMutationDateInvalid: { id: 'Tanggal mutasi tidak valid (YYYY-MM-DD)', en: 'The line date is not valid (YYYY-MM-DD)' },
  bankMutationKindInvalid: { id: 'Jenis transaksi tidak dikenal', en: 'Unknown kind of transfer' },
  bankMutationReasonRequired: { id: 'Tulis alasan (3–255 karakter)', en: 'Write a reason (3–255 characters)' },
  bankMutationAccountUnknown: {
    id: 'Rekening {account} tidak ada di rekening perusahaan pengaturan',
    en: 'Account {account} is not one of the company accounts in the settings',
  },
  bankMutationAmountMismatch: {
    id: 'Nominal mutasi Rp {amount} tidak sama dengan nominal transfer Rp {transfer} atau harga Rp {price} order ini',
    en: 'The line amount Rp {amount} equals neither the transfer amount Rp {transfer} nor the price Rp {price} of this order',
  },
  bankMutationNotCredit: { id: 'Hanya mutasi kredit yang bisa dipasangkan', en: 'Only a credit line can pay a transfer' },
  bankMutationDecided: { id: 'Mutasi ini sudah diproses', en: 'This statement line is already settled' },
  bankMutationOrderClosed: { id: 'Order ini tidak lagi menunggu pembayaran', en: 'This order no longer waits for payment' },
  statementMappingInvalid: { id: 'Pemetaan kolom tidak lengkap', en: 'The column mapping is incomplete' },
  statementMappingRequired: {
    id: 'Pilih kolom tanggal, keterangan dan nominal untuk rekening ini',
    en: 'Choose the date, description and amount columns for this account',
  },
  statementUnreadable: { id: 'File mutasi tidak terbaca (CSV atau XLSX)', en: 'The statement file cannot be read (CSV or XLSX)' },
  statementRowsInvalid: {
    id: 'Baris {lines} tidak terbaca: {message}',
    en: 'Rows {lines} cannot be read: {message}',
  },
  transferCodesExhausted: {
    id: 'Semua kode unik untuk nominal ini sedang dipakai, coba lagi nanti',
    en: 'Every unique code for this amount is in use, try again later',
  },
  tokensmsPackageNameRequired: { id: 'Nama paket wajib diisi', en: 'Package name is required' },
  tokensmsTokenCountInvalid: { id: 'Jumlah token 1 sampai 1.000.000', en: 'Token count is 1 to 1,000,000' },
  tokensmsPriceInvalid: { id: 'Harga berupa angka rupiah bulat', en: 'Price is a whole number of rupiah' },
  tokensmsNoToken: { id: 'Token SMS habis, silahkan beli token', en: 'No SMS tokens left, please buy tokens' },
  tokensmsMaxOtpReached: {
    id: 'Batas OTP harian untuk nomor ini sudah tercapai',
    en: "This phone number reached today's OTP limit",
  },
  tokensmsSendFailed: { id: 'SMS gagal dikirim, token dikembalikan', en: 'The SMS could not be sent; the token was returned' },
  tokensmsOtpSent: { id: 'OTP terkirim', en: 'OTP sent' },
  tokensmsOtpValid: { id: 'OTP valid', en: 'OTP valid' },
  tokensmsPhoneInvalid: { id: 'Nomor HP tidak valid', en: 'Invalid phone number' },
  tokensmsAppKeyInvalid: { id: 'App key tidak valid', en: 'Invalid app key' },
  tokensmsOtpText: {
    id: '{code} adalah kode OTP {app} anda. Berlaku 5 menit. JANGAN berikan kode ini kepada siapapun.',
    en: '{code} is your {app} OTP. Valid for 5 minutes. Do NOT share this code with anyone.',
  },
} as const satisfies Record<string, Message>;
