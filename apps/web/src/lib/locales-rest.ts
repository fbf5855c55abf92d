/**
 * Every locale namespace except the ones loaded with the app (`common` and `auth`, see i18n.ts), both languages:
 * one chunk, loaded by `loadAllLocales()` next to the first page that needs it.
 */
export const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/*.json', '!../locales/*/common.json', '!../locales/*/auth.json'],
  { eager: true },
);
