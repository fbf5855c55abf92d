import type { UploadPurpose } from '@konsol/contract';

/**
 * News and the info list have the same shape and calls on two paths (`/backoffice/news`, `/backoffice/irmainfo`);
 * the page shows them as two tabs. Each kind has its query key prefix, upload purpose and URL prefix.
 */
export interface ArticleKind {
  kind: 'news' | 'info';
  /** Query key resource (invalidated after saves). */
  resource: 'news' | 'irmainfo';
  path: string;
  purpose: UploadPurpose;
  /** Prefix of the table's URL params, so both tabs keep their own page and search. */
  prefix: string;
}

export const NEWS: ArticleKind = { kind: 'news', resource: 'news', path: '/backoffice/news', purpose: 'news', prefix: '' };
export const INFO: ArticleKind = { kind: 'info', resource: 'irmainfo', path: '/backoffice/irmainfo', purpose: 'info', prefix: 'info.' };
