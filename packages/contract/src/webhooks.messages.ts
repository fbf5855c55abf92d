import type { Message } from './lang.js';

/** Outgoing webhooks and partner keys bound to addresses (DESIGN §13). */
export const webhookMessages = {
  webhookUrlInvalid: {
    id: 'URL harus alamat https yang dapat dijangkau dari internet',
    en: 'The URL must be an https address reachable from the internet',
  },
  webhookEventsRequired: { id: 'Pilih minimal satu event', en: 'Choose at least one event' },
  webhookTooMany: { id: 'Maksimal {max} webhook per server', en: 'At most {max} webhooks per server' },
  webhookAdded: { id: 'Webhook ditambahkan. Simpan secret-nya sekarang.', en: 'Webhook added. Keep its secret now.' },
  webhookSaved: { id: 'Webhook disimpan', en: 'Webhook saved' },
  webhookDeleted: { id: 'Webhook dihapus', en: 'Webhook deleted' },
  webhookRotated: { id: 'Secret baru dibuat; yang lama tidak berlaku lagi', en: 'A new secret was made; the old one no longer works' },
  webhookRedelivered: { id: 'Event dikirim ulang', en: 'The event is being sent again' },
  allowedIpsInvalid: {
    id: 'Tulis alamat IP atau CIDR, mis. 203.0.113.7 atau 2001:db8::/48',
    en: 'Write IP addresses or CIDR ranges, e.g. 203.0.113.7 or 2001:db8::/48',
  },
  engineAddressRefused: {
    id: 'Alamat ini tidak diizinkan memakai server key',
    en: 'This address may not use the server key',
  },
} as const satisfies Record<string, Message>;
