import { ApiError } from '../../lib/api-client';

/**
 * The server's field errors of a failed call that belong to this form's fields (aliases map server names to
 * field names), for `setError`; empty when the call failed otherwise (the dialog then shows the message).
 */
export function fieldErrors<F extends string>(err: unknown, fields: readonly F[], aliases: Record<string, F> = {}): [F, string][] {
  if (!(err instanceof ApiError) || !err.errors) return [];
  return Object.entries(err.errors).flatMap(([name, message]) => {
    const field = aliases[name] ?? (fields.includes(name as F) ? (name as F) : undefined);
    return field ? [[field, message] as [F, string]] : [];
  });
}
