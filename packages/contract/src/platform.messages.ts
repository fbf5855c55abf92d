import type { Message } from './lang.js';

/**
 * Platform messages: partner servers (mitra), Kaspro agents, resellers, products, the engine API, account
 * deletion, partner modules and the audit log.
 */
export const platformMessages = {
  // confirmations the screens show (verbatim spec copy)
  platformConfirmDelete: { id: 'Yakin akan hapus?', en: 'Are you sure you want to delete?', spec: 'id' },
  productConfirmDelete: { en: 'Do you really want to delete {code}?', id: 'Yakin akan hapus {code}?', spec: 'en' },
  deletionConfirmApprove: {
    id: 'Apakah anda yakin menyetujui hapus akun?',
    en: 'Are you sure you want to approve deleting this account?',
    spec: 'id',
  },

  // shared field rules
  platformTooLong: { en: 'Text is too long', id: 'Teks terlalu panjang' },
  platformKodeInvalid: {
    en: 'Use letters, digits, dot, dash or underscore (at most 30)',
    id: 'Gunakan huruf, angka, titik, strip atau garis bawah (maksimal 30)',
  },
  platformAmountInvalid: { en: 'Must be a whole number of rupiah', id: 'Harus bilangan bulat rupiah' },
  platformTimeInvalid: {
    en: 'Use ISO-8601, or YYYY-MM-DD HH:mm:ss / YYYY-MM-DD in WIB',
    id: 'Gunakan ISO-8601, atau YYYY-MM-DD HH:mm:ss / YYYY-MM-DD dalam WIB',
  },
  platformColorInvalid: { en: 'The colour must be a hex colour such as #3F51B5', id: 'Warna harus kode hex seperti #3F51B5' },
  platformDateInvalid: { en: 'Use a date as YYYY-MM-DD', id: 'Gunakan tanggal dengan format YYYY-MM-DD' },

  // mitra servers
  mitraServerIdInvalid: {
    en: 'Server ID: 3 to 30 letters, digits, dash or underscore',
    id: 'Server ID: 3 sampai 30 huruf, angka, strip atau garis bawah',
  },
  mitraServerIdTaken: { en: 'This Server ID is already used', id: 'Server ID sudah dipakai' },
  mitraOwnServer: {
    en: 'You cannot deactivate the server your own account belongs to',
    id: 'Anda tidak dapat menonaktifkan server akun anda sendiri',
  },
  mitraKeyIssued: {
    en: 'Copy the server key now: it is shown only once',
    id: 'Salin server key sekarang: hanya ditampilkan sekali',
  },
  serverKeyInvalid: { en: 'Missing or wrong server key', id: 'Server key tidak ada atau salah' },
  appKeyInvalid: { en: 'Missing or wrong app key', id: 'App key tidak ada atau salah' },

  // Kaspro agents
  kasproAccountInvalid: {
    en: 'Account number: letters, digits or dash (at most 30)',
    id: 'Nomor akun: huruf, angka atau strip (maksimal 30)',
  },
  kasproMsisdnInvalid: { en: 'MSISDN must be a phone number such as 6281234567890', id: 'MSISDN harus nomor HP seperti 6281234567890' },
  kasproExportEmpty: { en: 'Select at least one agent', id: 'Pilih minimal satu agen' },
  kasproExported: { en: '{count} agents exported', id: '{count} agen diekspor' },

  // CSV import
  csvFileRequired: {
    en: 'Send a CSV file (multipart field "file") or a text/csv body',
    id: 'Kirim file CSV (field multipart "file") atau body text/csv',
  },
  csvEmpty: { en: 'The file has no data rows', id: 'File tidak berisi baris data' },
  csvTooManyRows: { en: 'At most {max} rows per import', id: 'Maksimal {max} baris per impor' },
  csvTooLarge: { en: 'The file is larger than 10 MB', id: 'Ukuran file lebih dari 10 MB' },
  csvMissingColumn: { en: 'Missing column {column}', id: 'Kolom {column} tidak ada' },
  csvUnclosedQuote: { en: 'A quoted value is not closed', id: 'Nilai dalam tanda kutip tidak ditutup' },
  csvDuplicate: { en: 'Duplicate {field}: first at line {line}', id: '{field} ganda: pertama di baris {line}' },
  csvImportRejected: {
    en: 'Nothing imported: {count} invalid row(s), the first at line {line}',
    id: 'Tidak ada yang diimpor: {count} baris tidak valid, pertama di baris {line}',
  },
  csvImported: {
    en: '{total} rows imported ({created} new, {updated} updated)',
    id: '{total} baris diimpor ({created} baru, {updated} diperbarui)',
  },

  // resellers
  resellerKodeTaken: { en: 'This kode is already used by another reseller', id: 'Kode sudah dipakai reseller lain' },
  resellerUplineNotFound: { en: 'The upline is not a reseller of this server', id: 'Upline bukan reseller server ini' },
  resellerUplineSelf: { en: 'A reseller cannot be their own upline', id: 'Reseller tidak bisa menjadi upline dirinya sendiri' },
  resellerUplineLoop: { en: 'This upline would make a loop in the upline chain', id: 'Upline ini membuat rantai upline berputar' },
  resellerHasDownlines: {
    en: 'This reseller is the upline of {count} reseller(s); move them first',
    id: 'Reseller ini adalah upline dari {count} reseller; pindahkan dulu',
  },
  resellerNotFound: { en: 'Reseller not found', id: 'Reseller tidak ditemukan' },

  // products
  productKodeTaken: { en: 'This kode is already used by another product', id: 'Kode sudah dipakai produk lain' },

  // engine API
  engineItemInvalid: { en: 'Item {index}, field {field}: {reason}', id: 'Item {index}, field {field}: {reason}' },
  engineDuplicate: { en: 'Appears twice in this batch', id: 'Muncul dua kali dalam batch ini' },
  engineBatchTooLarge: { en: 'Too many items in one batch', id: 'Terlalu banyak item dalam satu batch' },
  engineApplied: { en: 'Batch applied', id: 'Batch diterapkan' },
  engineTopupsUnavailable: {
    en: 'Top-ups cannot be recorded yet on this installation',
    id: 'Top-up belum dapat dicatat pada instalasi ini',
  },

  // account deletion
  deletionRequested: {
    en: 'Your account deletion request was received',
    id: 'Permintaan hapus akun anda sudah diterima',
  },
  deletionNotFound: { en: 'Deletion request not found', id: 'Permintaan hapus akun tidak ditemukan' },
  deletionAlreadyApproved: { en: 'This request is already approved', id: 'Permintaan ini sudah disetujui' },
  deletionApproveOnly: { en: 'Only status 1 (approve) can be set', id: 'Hanya status 1 (setujui) yang dapat diset' },

  // insight
  trendDaysInvalid: { en: 'days must be 7, 30 or 90', id: 'days harus 7, 30 atau 90' },

  // platform settings
  settingsSaved: { en: 'Settings saved', id: 'Pengaturan disimpan' },
  settingsVideoUrl: {
    en: 'Use a YouTube or Vimeo link, or the https address of an .mp4 or .webm video',
    id: 'Gunakan tautan YouTube atau Vimeo, atau alamat https video .mp4 atau .webm',
  },
  settingsUrlInvalid: { en: 'Use an https address', id: 'Gunakan alamat https' },
  settingsMinAboveMax: { en: 'The maximum must not be below the minimum', id: 'Maksimum tidak boleh di bawah minimum' },
  settingsChannelsFixed: {
    en: 'Channels can be changed but not added or removed',
    id: 'Channel dapat diubah tetapi tidak dapat ditambah atau dihapus',
  },

  // partner modules
  moduleUrlRequired: { id: 'Url module tidak boleh kosong', en: 'Module URL must not be empty', spec: 'id' },
  moduleUrlInvalid: {
    en: 'The module URL must be a valid http(s) address',
    id: 'Url module harus alamat http(s) yang valid',
  },
  moduleSoon: { en: 'This feature is under development', id: 'Fitur ini sedang dalam pengembangan' },
  moduleContactMarketing: {
    en: 'Contact our marketing team to confirm the activation',
    id: 'Hubungi tim marketing kami untuk konfirmasi aktivasi',
  },
} as const satisfies Record<string, Message>;
