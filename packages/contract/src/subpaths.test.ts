import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as authEntry from './auth.js';
import * as index from './index.js';
import * as messagesEntry from './messages.js';
import * as rolesEntry from './roles.js';

const src = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};

/** The modules a light subpath loads at run time, following value imports (`import type` is erased). */
function runtimeGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
      if (m[1]) continue;
      const spec = m[2]!;
      if (!spec.startsWith('./')) throw new Error(`${file} imports the package '${spec}'`);
      visit(spec.slice(2).replace(/\.js$/, '.ts'));
    }
  };
  visit(entry);
  return [...seen];
}

describe('light subpaths', () => {
  // The web console's first load imports these; a zod schema here would put every schema back into it.
  for (const name of ['./messages', './messages/core', './roles']) {
    it(`${name} loads no zod and no schema module`, () => {
      const entry = pkg.exports[name]!;
      expect(entry['konsol-src']).toBe(entry.types);
      expect(entry.default).toBe(entry.types!.replace('./src/', './dist/').replace(/\.ts$/, '.js'));
      const files = runtimeGraph(entry['konsol-src']!.replace('./src/', ''));
      for (const f of files) expect(f).toMatch(/^(messages|roles|[a-z]+\.messages|credit\.fields)\.ts$/);
    });
  }

  it('./auth points at the auth schemas (the login page fetches them on first validation)', () => {
    expect(pkg.exports['./auth']).toEqual({ 'konsol-src': './src/auth.ts', types: './src/auth.ts', default: './dist/auth.js' });
  });

  it('the index still exports the same values', () => {
    const all: Record<string, unknown> = { ...index };
    for (const [key, value] of Object.entries({ ...authEntry, ...messagesEntry, ...rolesEntry })) expect(all[key]).toBe(value);
  });
});
