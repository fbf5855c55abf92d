import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web's `src` folder. */
export const src = path.resolve(import.meta.dirname, '..');

/** The file a relative import names (`./x` → `./x.tsx`…), or undefined for anything else (styles, packages). */
export function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => existsSync(f) && /\.tsx?$/.test(f));
}

/**
 * A module and the modules it imports statically: value imports of our own files (`import type` and `import()`
 * are left out), which is what loads with it.
 */
export function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm)) {
    if (m[1]) continue;
    const file = resolveImport(entry, m[2]!);
    if (file) staticGraph(file, seen);
  }
  return seen;
}
