import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport as resolve, src, staticGraph } from '../test-support/static-graph';

/**
 * What shows before the locale chunk loads (lib/i18n.ts): the app's static modules (main.tsx and all it imports)
 * and the pages marked `lazyPage(…, { locales: 'eager' })` with all they import. They may use only the namespaces
 * loaded with the app; anything else would show its keys instead of its texts.
 */
const EAGER = ['common', 'auth', 'msg'];

/** Namespaces a module names: useTranslation('ns'), t('ns:key'), { ns: 'ns' }, i18nKey="ns:key". Comments skipped. */
function namespaces(file: string): string[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = [
    ...code.matchAll(/useTranslation\(\s*['"`]([\w-]+)['"`]/g),
    ...code.matchAll(/\bt\(\s*['"`]([\w-]+):/g),
    ...code.matchAll(/\bns:\s*['"`]([\w-]+)['"`]/g),
    ...code.matchAll(/i18nKey=["'`]([\w-]+):/g),
  ].map((m) => m[1]!);
  return [...new Set(found)];
}

/** Message keys that come only with the locale chunk: the domains' messages (the app loads the core ones). */
const contractSrc = path.resolve(src, '../../../packages/contract/src');
const keysOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^ {2}(\w+): \{/gm)].map((m) => m[1]!);
const eagerKeys = new Set([
  ...keysOf(path.join(contractSrc, 'core.messages.ts')),
  ...['id', 'en'].flatMap((lang) =>
    ['common', 'auth'].flatMap((ns) => Object.keys(JSON.parse(readFileSync(path.join(src, 'locales', lang, `${ns}.json`), 'utf8')))),
  ),
]);
const lateKeys = new Set(
  ['content', 'platform', 'money', 'credit']
    .flatMap((d) => keysOf(path.join(contractSrc, `${d}.messages.ts`)))
    .filter((k) => !eagerKeys.has(k)),
);
/** Keys a module translates with t('key') that are domain messages. */
function lateMessageKeys(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bt\(\s*['"`](\w+)['"`]/g)].map((m) => m[1]!).filter((k) => lateKeys.has(k));
}

const router = path.join(src, 'app/router.tsx');
const eagerPages = [
  ...readFileSync(router, 'utf8').matchAll(/lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*\{\s*locales:\s*'eager'/g),
].map((m) => resolve(router, m[1]!)!);

describe('texts shown before the locale chunk', () => {
  it('the login page loads with the app (main.tsx imports it statically), so it is checked with main.tsx', () => {
    expect([...staticGraph(path.join(src, 'main.tsx'))].map((f) => path.relative(src, f))).toContain(
      path.join('features', 'auth', 'login-page.tsx'),
    );
  });

  for (const [name, entry] of [['main.tsx', path.join(src, 'main.tsx')], ...eagerPages.map((f) => [path.relative(src, f), f])] as [
    string,
    string,
  ][]) {
    it(`${name} and what it imports use only ${EAGER.join(', ')}`, () => {
      for (const file of staticGraph(entry)) {
        for (const ns of namespaces(file)) expect(EAGER, `${path.relative(src, file)} uses '${ns}'`).toContain(ns);
        expect(lateMessageKeys(file), `${path.relative(src, file)} uses domain messages`).toEqual([]);
      }
    });
  }

  it('the domain message keys are found (the check has keys to look for)', () => {
    expect(lateKeys.size).toBeGreaterThan(50);
    expect(eagerKeys.has('tokenExpired')).toBe(true);
  });

  it('the check finds namespaces (a page outside the eager set uses others)', () => {
    expect(namespaces(path.join(src, 'app/layouts/console-layout.tsx'))).toContain('nav');
  });
});
