import type { Message } from './lang.js';

/** Generic and identity messages. */
export const coreMessages = {
  // generic
  internalError: { en: 'Internal server error', id: 'Terjadi kesalahan pada server', spec: 'en' },
  badRequest: { en: 'Bad request', id: 'Permintaan tidak valid' },
  notFound: { en: 'Data not found', id: 'Data tidak ditemukan' },
  routeNotFound: { en: 'Route not found', id: 'Alamat tidak ditemukan' },
  unauthorized: { en: 'Unauthorized', id: 'Silahkan login terlebih dahulu' },
  tokenExpired: { en: 'Token has expired', id: 'Sesi telah berakhir, silahkan login kembali', spec: 'en' },
  accessDenied: { en: 'Access denied', id: 'Akses ditolak' },
  tooManyRequests: {
    en: 'Too many attempts, try again in {seconds} seconds',
    id: 'Terlalu banyak percobaan, coba lagi dalam {seconds} detik',
  },
  serviceUnavailable: {
    en: 'The service is restarting or cannot reach its database, try again in a moment',
    id: 'Layanan sedang dimulai ulang atau tidak dapat menghubungi basis data, coba lagi sebentar lagi',
  },
  clientCredentialRequired: { en: 'Invalid client credential', id: 'Kredensial klien tidak valid' },
  pleaseFillInput: { en: 'Please fill input', id: 'Mohon isi data', spec: 'en' },
  pleaseFill: { en: 'Please fill', id: 'Mohon diisi', spec: 'en' },
  pleaseFillValue: { en: 'Please fill value', id: 'Mohon isi nilai', spec: 'en' },
  fieldRequired: { en: 'Field is required', id: 'Wajib diisi', spec: 'en' },
  invalidValue: { en: 'Invalid value', id: 'Nilai tidak valid' },
  exactTotalInvalid: { en: 'exactTotal must be true or false', id: 'exactTotal harus true atau false' },
  exportFormatInvalid: { en: 'Export format must be csv or xlsx', id: 'Format ekspor harus csv atau xlsx' },
  exportDelimiterInvalid: { en: 'CSV delimiter must be comma or semicolon', id: 'Pemisah CSV harus comma atau semicolon' },
  saveSuccess: { en: 'Save Successfully', id: 'Berhasil disimpan', spec: 'en' },
  editSuccess: { en: 'Edit data Successfully', id: 'Data berhasil diubah', spec: 'en' },
  addSuccess: { en: 'Add data Successfully', id: 'Data berhasil ditambahkan', spec: 'en' },
  deleteSuccess: { en: 'Delete data Successfully', id: 'Data berhasil dihapus', spec: 'en' },
  updateOk: { en: 'update OK', id: 'Berhasil diperbarui', spec: 'en' },
  ok: { en: 'OK', id: 'OK' },

  // identity
  emailRequired: { en: 'E-mail is required', id: 'E-mail wajib diisi', spec: 'en' },
  emailInvalid: { en: 'E-mail must be valid', id: 'E-mail tidak valid', spec: 'en' },
  passwordRequired: { en: 'Password is required', id: 'Password wajib diisi', spec: 'en' },
  passwordMin8: { en: 'Password must be at least 8 characters', id: 'Password minimal 8 karakter' },
  passwordMin4: { en: 'password minimum 4 characters', id: 'password minimal 4 karakter', spec: 'en' },
  passwordConfirmMismatch: {
    en: 'Confirm password must equal the new password',
    id: 'Konfirmasi password harus sama dengan password baru',
  },
  passwordsMismatch: { en: 'Passwords do not match', id: 'Password tidak sama' },
  mustAgree: { en: 'You must agree to continue!', id: 'Anda harus menyetujui untuk melanjutkan!', spec: 'en' },
  nameTooLong: { en: 'Must be at most {max} characters', id: 'Maksimal {max} karakter' },
  phoneInvalid: { en: 'Phone number must be valid', id: 'Nomor telepon tidak valid' },
  loginSuccess: { en: 'Login Successfully', id: 'Login berhasil', spec: 'en' },
  loginFailed: { en: 'Wrong e-mail or password', id: 'E-mail atau password salah' },
  accountNotActive: {
    en: 'Your account is not activated yet, check your e-mail for the activation link',
    id: 'Akun belum diaktivasi, cek email anda untuk link aktivasi',
  },
  passwordChangeRequired: {
    en: 'Choose a new password before you continue: this account still has the built-in one',
    id: 'Buat password baru sebelum melanjutkan: akun ini masih memakai password bawaan',
  },
  serverInactive: {
    en: 'Your server is deactivated, contact the platform administrator',
    id: 'Server anda non-aktif, hubungi administrator platform',
  },
  registrationSuccess: { en: 'Registration successful', id: 'Registrasi berhasil', spec: 'en' },
  checkEmailActivation: {
    id: 'Mohon check email untuk aktivasi user',
    en: 'Please check your e-mail to activate your user',
    spec: 'id',
  },
  signupSuccess: {
    en: 'Signup Successfully, cek email for activation link',
    id: 'Pendaftaran berhasil, cek email untuk link aktivasi',
    spec: 'en',
  },
  activationSuccess: { en: 'User activated successfully', id: 'User berhasil diaktivasi', spec: 'en' },
  activationInvalid: {
    en: 'The activation link is invalid or has expired',
    id: 'Link aktivasi tidak valid atau sudah kadaluarsa',
  },
  resetLinkSent: {
    id: 'Reset password link terkirim ke email anda',
    en: 'The reset password link was sent to your e-mail',
    spec: 'id',
  },
  resetInvalid: {
    en: 'The reset link is invalid or has expired',
    id: 'Link reset password tidak valid atau sudah kadaluarsa',
  },
  passwordChanged: { en: 'Ganti Password Successfully', id: 'Ganti Password Berhasil', spec: 'en' },
  resetSuccess: {
    en: 'Your password has been reset, please log in',
    id: 'Password berhasil direset, silahkan login',
  },
  wrongOldPassword: { en: 'Current password is wrong', id: 'Password lama salah' },
  logoutSuccess: { en: 'Logged out', id: 'Berhasil logout' },
  // two-factor sign-in and the e-mail confirmation link (public pages)
  twoFactorPrompt: {
    en: 'Enter the code from your authenticator app',
    id: 'Masukkan kode dari aplikasi autentikator anda',
  },
  twoFactorCodeRequired: { en: 'Enter the code', id: 'Masukkan kode' },
  twoFactorCodeInvalid: {
    en: 'A code is 6 digits, or a recovery code like abcde-12345',
    id: 'Kode terdiri dari 6 angka, atau kode pemulihan seperti abcde-12345',
  },
  twoFactorCodeWrong: {
    en: 'Wrong code, {left} tries left',
    id: 'Kode salah, sisa {left} kali percobaan',
  },
  twoFactorChallengeExpired: {
    en: 'The verification has expired or was tried too often, please sign in again',
    id: 'Verifikasi kedaluwarsa atau terlalu sering dicoba, silakan login kembali',
  },
  twoFactorRequired: {
    en: 'Your team requires two-factor sign-in: turn it on first',
    id: 'Tim anda mewajibkan verifikasi dua langkah: aktifkan terlebih dahulu',
  },
  twoFactorNoGrant: {
    en: 'This account signs in with two-factor: sign in through the console',
    id: 'Akun ini login dengan verifikasi dua langkah: login melalui konsol',
  },
  emailChangeInvalid: {
    en: 'The confirmation link is invalid, used or expired',
    id: 'Link konfirmasi tidak valid, sudah dipakai, atau kedaluwarsa',
  },
  emailChanged: {
    en: 'Your e-mail address has been changed: sign in with it from now on',
    id: 'Email anda sudah diganti: mulai sekarang login dengan email ini',
  },
  unsupportedGrantType: { en: 'unsupported_grant_type', id: 'unsupported_grant_type' },
  // four eyes (DESIGN §15): a decision refused, not the session (the console shows it where it was made)
  approvalsCodeRequired: {
    id: 'Persetujuan ini memerlukan kode autentikator (TOTP) yang benar',
    en: 'This approval needs a valid authenticator (TOTP) code',
  },
  approvalsSelf: {
    id: 'Anda tidak dapat menyetujui permintaan yang Anda buat sendiri',
    en: 'You cannot approve a request you made yourself',
  },
} as const satisfies Record<string, Message>;
