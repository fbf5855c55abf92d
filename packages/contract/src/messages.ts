/**
 * The product's copy for everything the server says and the forms validate.
 *
 * Each message has its Indonesian and English text. `spec` names the language the specification wrote it in:
 * that text is the verbatim copy, the other is its translation. The server answers in the caller's
 * `Accept-Language` (id or en); without one it answers the spec's own words. Schemas carry message keys, so the
 * web form and the server always show the same sentence.
 */
import { contentMessages } from './content.messages.js';
import { coreMessages } from './core.messages.js';
import { creditMessages } from './credit.messages.js';
import type { Lang, Message } from './lang.js';
import { moneyMessages } from './money.messages.js';
import { platformMessages } from './platform.messages.js';
import { teamMessages } from './team.messages.js';
import { webhookMessages } from './webhooks.messages.js';

export type { Lang, Message };

/** Every domain keeps its messages in its own `<domain>.messages.ts`; this is their union. */
export const messages = {
  ...coreMessages,
  ...contentMessages,
  ...platformMessages,
  ...moneyMessages,
  ...creditMessages,
  ...teamMessages,
  ...webhookMessages,
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** Picks the caller's language from an Accept-Language header; undefined means "the spec's own words". */
export function pickLang(acceptLanguage: string | undefined): Lang | undefined {
  if (!acceptLanguage) return undefined;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('id') || first.startsWith('in')) return 'id';
  if (first.startsWith('en')) return 'en';
  return undefined;
}

/** Text of a message key in a language, with `{name}` placeholders filled. Unknown keys pass through as text. */
export function translate(key: string, lang?: Lang, params?: Record<string, string | number>): string {
  const entry: Message | undefined = isMessageKey(key) ? messages[key] : undefined;
  let text = key;
  if (entry) {
    const l = lang ?? entry.spec ?? 'en';
    text = entry[l];
  }
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  }
  return text;
}
