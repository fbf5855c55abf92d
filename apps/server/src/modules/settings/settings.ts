import { z } from 'zod';

/** Every platform setting with its schema and default: the one list the admin settings call reads. */
export const settingDefinitions = {
  'dashboard.videos': {
    schema: z.array(z.object({ title: z.string().min(1).max(100), url: z.union([z.literal(''), z.url().max(500)]) })).max(6),
    default: [
      { title: 'Mengatur aplikasi', url: '' },
      { title: 'Mengelola menu dan banner', url: '' },
      { title: 'Wallet dan Token SMS', url: '' },
    ],
  },
} as const;
export type SettingKey = keyof typeof settingDefinitions;
