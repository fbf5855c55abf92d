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
  inviteAccepted: { id: 'Undangan diterima, silakan login', en: 'Invitation accepted, please sign in' },
} as const satisfies Record<string, Message>;
