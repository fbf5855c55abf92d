/**
 * Every locale namespace except the ones loaded with the app (`common` and `auth`, see i18n.ts), both languages,
 * and the contract's whole message catalogue (the app loads only its core messages): one chunk, loaded by
 * `loadAllLocales()` next to the first page that needs it.
 */
export { messages } from '@konsol/contract/messages';

export const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/*.json', '!../locales/*/common.json', '!../locales/*/auth.json'],
  { eager: true },
);
