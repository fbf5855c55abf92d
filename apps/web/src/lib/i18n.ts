import type { Lang, Message } from '@konsol/contract/messages';
import { coreMessages } from '@konsol/contract/messages/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadOnce } from './load-once';
import { getPreference, LANG_KEY, setPreference } from './storage';

/** The UI languages: Indonesian (default) and English. */
export const LANGUAGES: readonly { code: Lang; label: string; short: string }[] = [
  { code: 'id', label: 'Bahasa Indonesia', short: 'ID' },
  { code: 'en', label: 'English', short: 'EN' },
];
export const DEFAULT_LANG: Lang = 'id';

/**
 * The contract's message catalogue as the `msg` namespace: schema and server message keys translate as-is. The
 * core messages (sign-in, account, the generic errors: all the public pages show) load with the app; the
 * domains' messages come with the other locale namespaces (`loadAllLocales()`), before any console page renders.
 */
function contractResources(catalogue: Record<string, Message>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, m]) => [key, m[lang]]));
}
/** The message keys loaded so far: `messageText` translates these and shows anything else as it is. */
const messageKeys = new Set<string>(Object.keys(coreMessages));

type LocaleFiles = Record<string, { default: Record<string, unknown> }>;

/**
 * Web-only strings: one JSON file per namespace and language in src/locales/{id,en}/<ns>.json.
 * `common` and `auth` (what the login, error and public account pages show) load with the app, in both
 * languages; the console frame's and the tables' texts are `console`, loaded with the pages. Every other
 * namespace (both languages, so a language switch never waits) is one chunk that `loadAllLocales()` adds; the
 * lazy pages (app/lazy-page.ts) load it next to their own chunk, before they render.
 * A page that shows only `common`, `auth` and `msg` texts may skip it (`lazyPage(…, { locales: 'eager' })`).
 */
export const EAGER_NAMESPACES = ['common', 'auth'] as const;
const eagerFiles = import.meta.glob<LocaleFiles[string]>(['../locales/*/common.json', '../locales/*/auth.json'], { eager: true });

function bundles(files: LocaleFiles): { lang: string; ns: string; resources: Record<string, unknown> }[] {
  return Object.entries(files).flatMap(([file, mod]) => {
    const match = file.match(/locales\/(\w+)\/([\w-]+)\.json$/);
    return match ? [{ lang: match[1]!, ns: match[2]!, resources: mod.default }] : [];
  });
}
function localeResources(lang: Lang): Record<string, Record<string, unknown>> {
  return Object.fromEntries(bundles(eagerFiles).flatMap((b) => (b.lang === lang ? [[b.ns, b.resources]] : [])));
}

function storedLang(): Lang {
  const v = getPreference(LANG_KEY);
  return v === 'id' || v === 'en' ? v : DEFAULT_LANG;
}

/** The page's `lang` (none outside a browser: the unit tests); dayjs follows the language itself (lib/dayjs.ts). */
function applyLang(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    id: { msg: contractResources(coreMessages, 'id'), ...localeResources('id') },
    en: { msg: contractResources(coreMessages, 'en'), ...localeResources('en') },
  },
  lng: storedLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['id', 'en'],
  ns: [...EAGER_NAMESPACES, 'msg'],
  defaultNS: 'common',
  fallbackNS: 'msg',
  // The contract writes placeholders as {name}.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  initAsync: false,
  // No vendor notice in the browser console of a production back-office.
  showSupportNotice: false,
});
applyLang(i18n.language);

i18n.on('languageChanged', (lang) => {
  applyLang(lang);
  setPreference(LANG_KEY, lang);
});

/** Adds every namespace not loaded with the app, in both languages (once; a failed load can be tried again). */
export const loadAllLocales: () => Promise<void> = loadOnce(() =>
  import('./locales-rest').then(({ files, messages }) => {
    for (const b of bundles(files)) i18n.addResourceBundle(b.lang, b.ns, b.resources, true, true);
    for (const lang of ['id', 'en'] as const) i18n.addResourceBundle(lang, 'msg', contractResources(messages, lang), true, true);
    for (const key of Object.keys(messages)) messageKeys.add(key);
  }),
);

/** The current UI language. */
export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'id');

/**
 * A contract's words in the UI language (a role's name, an audit action's): from a component that calls
 * `useTranslation`, so a language switch renders it again.
 *
 * @example
 * wordsOf(ROLE_NAMES[me.role])   // "Pemilik"
 */
export const wordsOf = (m: Message): string => m[currentLang()];

/**
 * Text for a validation or server message: contract keys (what the shared zod schemas carry) are translated,
 * anything else (server messages already in the caller's language) is shown as it is.
 *
 * @example
 * <TextField helperText={messageText(errors.email?.message)} />
 */
export function messageText(message: string | undefined, params?: Record<string, string | number>): string | undefined {
  if (!message) return message;
  return messageKeys.has(message) ? i18n.t(message, { ns: 'msg', ...params }) : message;
}
