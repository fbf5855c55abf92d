import type { z } from 'zod';
import { loadOnce } from './load-once';

/** A form's field messages (contract message keys), the first one of each field. */
export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldMessages<T> };

/**
 * The contract schema of a form on the first load (the login page), fetched with zod when the form first validates
 * or when `preload()` is called (on the first key press), instead of with the page: zod (about 25 kB of gzipped JS)
 * and a form library would otherwise be most of what the login page adds to React and MUI, and nothing is validated
 * before the user has typed. `check` answers the schema's output (trimmed, lower-cased e-mail…) or each field's first
 * message, the same keys the server answers with. A failed fetch is forgotten, so the next check tries again.
 *
 * @example
 * const login = deferredSchema<LoginBody>(() => import('@konsol/contract/auth').then((m) => m.loginBody));
 * const result = await login.check({ email, password }); <form onKeyDown={login.preload}>
 */
export function deferredSchema<T>(loadSchema: () => Promise<z.ZodType<T>>) {
  const load = loadOnce(loadSchema);
  return {
    async check(values: unknown): Promise<SchemaCheck<T>> {
      const result = (await load()).safeParse(values);
      if (result.success) return { ok: true, data: result.data };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
      return { ok: false, errors: errors as FieldMessages<T> };
    },
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
