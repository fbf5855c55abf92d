import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * The zod resolver of a form that edits its fields as `T` (strings, selects) and submits the contract schema's
 * output (numbers, trimmed texts, ISO dates). The schema is the one the server validates with; react-hook-form's
 * types cannot follow a preprocess step, so the cast lives here once. Submit handlers read the values as the
 * schema's output (`values as unknown as MenuBody`).
 *
 * @example
 * const { control, handleSubmit } = useForm<MenuForm>({ resolver: schemaResolver<MenuForm>(menuBody) });
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as never) as unknown as Resolver<T>;
}

/**
 * Pushes the server's field errors (`ApiError.errors`) back into the form's fields. Answers true when at least one
 * field took a message (the form shows them; no extra alert needed); aliases map server names to field names.
 *
 * @example
 * catch (err) { if (!applyServerErrors(err, setError, ['label', 'type'])) setFormError(errorMessage(err)); }
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
): boolean {
  if (!(err instanceof ApiError) || !err.errors) return false;
  let applied = false;
  for (const [name, message] of Object.entries(err.errors)) {
    const field = aliases[name] ?? (fields.includes(name as Path<T>) ? (name as Path<T>) : undefined);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
