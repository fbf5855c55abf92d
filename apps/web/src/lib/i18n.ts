import { type Lang, messages } from '@konsol/contract/messages';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_KEY } from './storage';

/** The UI languages: Indonesian (default) and English. */
export const LANGUAGES: readonly { code: Lang; label: string; short: string }[] = [
  { code: 'id', label: 'Bahasa Indonesia', short: 'ID' },
  { code: 'en', label: 'English', short: 'EN' },
];
export const DEFAULT_LANG: Lang = 'id';

/** The contract's message catalogue as the `msg` namespace: schema and server message keys translate as-is. */
export function contractResources(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, m[lang]]));
}

// Web-only strings: one JSON file per namespace and language in src/locales/{id,en}/<ns>.json.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
function localeResources(lang: Lang): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, mod] of Object.entries(files)) {
    const match = file.match(/locales\/(\w+)\/([\w-]+)\.json$/);
    if (match && match[1] === lang) out[match[2]!] = mod.default;
  }
  return out;
}

export const NAMESPACES = ['common', ...new Set(Object.keys(files).map((f) => f.match(/([\w-]+)\.json$/)![1]!))];

function storedLang(): Lang {
  try {
    const v = localStorage.getItem(LANG_KEY);
    if (v === 'id' || v === 'en') return v;
  } catch {
    // no storage: default language
  }
  return DEFAULT_LANG;
}

function applyLang(lang: string) {
  document.documentElement.lang = lang;
  dayjs.locale(lang === 'id' ? 'id' : 'en');
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    id: { msg: contractResources('id'), ...localeResources('id') },
    en: { msg: contractResources('en'), ...localeResources('en') },
  },
  lng: storedLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['id', 'en'],
  ns: [...NAMESPACES, 'msg'],
  defaultNS: 'common',
  fallbackNS: 'msg',
  // The contract writes placeholders as {name}.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLang(i18n.language);

i18n.on('languageChanged', (lang) => {
  applyLang(lang);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // preference not kept without storage
  }
});

/** The current UI language. */
export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'id');

/**
 * Text for a validation or server message: contract keys (what the shared zod schemas carry) are translated,
 * anything else (server messages already in the caller's language) is shown as it is.
 *
 * @example
 * <TextField helperText={messageText(errors.email?.message)} />
 */
export function messageText(message: string | undefined, params?: Record<string, string | number>): string | undefined {
  if (!message) return message;
  return Object.hasOwn(messages, message) ? i18n.t(message, { ns: 'msg', ...params }) : message;
}
