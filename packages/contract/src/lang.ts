/**
 * The languages of the product's copy and the shape of one message. A file of their own: every `*.messages.ts`
 * needs them, and messages.ts (which re-exports them) imports every `*.messages.ts`.
 */
export type Lang = 'id' | 'en';
export interface Message {
  id: string;
  en: string;
  spec?: Lang;
}
