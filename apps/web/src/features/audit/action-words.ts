import { AUDIT_ACTION_FAMILIES, AUDIT_ACTIONS, isAuditAction } from '@konsol/contract';
import { wordsOf } from '../../lib/i18n';

/** An action in words; one the contract does not know (from an older or newer server) as it was written. */
export const actionWords = (action: string) => (isAuditAction(action) ? wordsOf(AUDIT_ACTIONS[action]) : action);

/** A family of actions (`mitra.`, as the filter takes it) in words, or undefined for any other text. */
export function familyWords(code: string): string | undefined {
  const family = code.endsWith('.') ? code.slice(0, -1) : '';
  return Object.hasOwn(AUDIT_ACTION_FAMILIES, family)
    ? wordsOf(AUDIT_ACTION_FAMILIES[family as keyof typeof AUDIT_ACTION_FAMILIES])
    : undefined;
}

/** Each family (all its actions, `mitra.`) followed by its actions: what the action filter offers. */
export const ACTION_OPTIONS: readonly string[] = Object.keys(AUDIT_ACTION_FAMILIES).flatMap((family) => [
  `${family}.`,
  ...Object.keys(AUDIT_ACTIONS).filter((a) => a.startsWith(`${family}.`)),
]);
