import type { Message } from './lang.js';

/** Staff accounts, invitations and roles (DESIGN §10). */
export const teamMessages = {
  staffInvited: { id: 'Undangan dikirim ke {email}', en: 'Invitation sent to {email}' },
  staffEmailTaken: { id: 'Email ini sudah punya akun Konsol', en: 'This e-mail already has a Konsol account' },
  staffRoleInvalid: { id: 'Peran ini tidak tersedia untuk server anda', en: 'This role is not available for your server' },
  staffLastOwner: {
    id: 'Server harus punya minimal satu pemilik aktif',
    en: 'The server must keep at least one active owner',
  },
  staffStillInvited: { id: 'Undangan belum diterima', en: 'The invitation has not been accepted yet' },
  staffUpdated: { id: 'Staf diperbarui', en: 'Staff member updated' },
  staffRemoved: { id: 'Staf dihapus', en: 'Staff member removed' },
  inviteInvalid: {
    id: 'Link undangan tidak valid, sudah dipakai, atau kedaluwarsa',
    en: 'The invitation link is invalid, used or expired',
  },
  twoFactorEnabled: { id: 'Verifikasi dua langkah aktif', en: 'Two-factor sign-in is on' },
  twoFactorDisabled: { id: 'Verifikasi dua langkah dimatikan', en: 'Two-factor sign-in is off' },
  twoFactorAlreadyOn: { id: 'Verifikasi dua langkah sudah aktif', en: 'Two-factor sign-in is already on' },
  twoFactorNotOn: { id: 'Verifikasi dua langkah belum aktif', en: 'Two-factor sign-in is not on' },
  twoFactorSetupFirst: { id: 'Buat kunci baru terlebih dahulu', en: 'Create a new key first' },
  twoFactorWrongCode: { id: 'Kode salah atau sudah dipakai', en: 'Wrong or already used code' },
  wrongPassword: { id: 'Password salah', en: 'Wrong password' },
  twoFactorRequiredOff: {
    id: 'Server anda mewajibkan verifikasi dua langkah',
    en: 'Your server requires two-factor sign-in',
  },
  twoFactorOwnFirst: {
    id: 'Aktifkan verifikasi dua langkah anda sendiri terlebih dahulu',
    en: 'Turn on your own two-factor sign-in first',
  },
  profileSaved: { id: 'Profil disimpan', en: 'Profile saved' },
  emailChangeSent: { id: 'Link konfirmasi dikirim ke {email}', en: 'A confirmation link was sent to {email}' },
  emailSame: { id: 'Ini sudah email anda', en: 'This is already your e-mail' },
  sessionSignedOut: { id: 'Perangkat dikeluarkan', en: 'The device was signed out' },
  sessionsSignedOut: { id: 'Semua perangkat lain dikeluarkan', en: 'Every other device was signed out' },
  policySaved: { id: 'Kebijakan login disimpan', en: 'Sign-in policy saved' },
  recapOn: { id: 'Rekap harian akan dikirim setiap pukul 07.00 WIB', en: 'The daily recap will be sent at 07:00 WIB' },
  recapOff: { id: 'Rekap harian dimatikan', en: 'The daily recap is off' },
  inviteAccepted: { id: 'Undangan diterima, silakan login', en: 'Invitation accepted, please sign in' },
} as const satisfies Record<string, Message>;
