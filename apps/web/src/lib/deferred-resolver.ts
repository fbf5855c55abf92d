import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from './load-once';

/**
 * The zod resolver of a form on the first load (the login page), with zod, the resolver (`schemaResolver` of
 * lib/forms.ts) and the contract schema fetched when the form first validates or when `preload()` is called (on
 * the first key press), instead of with the page: zod is the largest library the login page would otherwise carry
 * (about 25 kB of gzipped JS), and nothing is validated before the user has typed. A failed fetch is forgotten, so
 * the next validation tries again.
 *
 * @example
 * const login = deferredResolver<LoginBody>(() => import('@konsol/contract/auth').then((m) => m.loginBody));
 * useForm<LoginBody>({ resolver: login.resolver }); <form onKeyDown={login.preload}>
 */
export function deferredResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType>) {
  const load = loadOnce(() =>
    Promise.all([import('./forms'), loadSchema()]).then(([{ schemaResolver }, schema]) => schemaResolver<T>(schema)),
  );
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return {
    resolver,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
