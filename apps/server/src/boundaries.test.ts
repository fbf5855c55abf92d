import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of the code base:
 * - no import cycle among the files of the server, the web app and the contract;
 * - a server module uses another only through that module's `*.service.ts` (a type-only import of its
 *   `*.tables.ts` for row types is allowed), so no module depends on another's repository or routes;
 * - no two server modules depend on each other, even through their services;
 * - lib/ is shared by the modules and imports none of them;
 * - the migrations are history: nothing but the migrator imports them (what both need lives in lib/ or a module);
 * - a web feature imports no other feature, and the web's lib/ and components/ import none: what several features
 *   use lives in lib/ or components/.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rel = (file: string) => path.relative(root, file);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules') out.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(file);
    }
  }
  return out;
}

const files = new Set(['apps/server/src', 'apps/web/src', 'packages/contract/src'].flatMap((d) => sourceFiles(path.join(root, d))));

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find((f) => files.has(f));
}

interface Edge {
  from: string;
  to: string;
  /** `import type`, `export type`, or every name imported marked `type`. */
  typeOnly: boolean;
}

const edges: Edge[] = [];
for (const from of files) {
  const text = readFileSync(from, 'utf8');
  const found: { spec: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?([\w$*{}\s,]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const names = m[2]!.trim();
    const allTyped =
      /^\{[^}]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(',')
        .every((n) => !n.trim() || /^type\s/.test(n.trim()));
    found.push({ spec: m[3]!, typeOnly: !!m[1] || allTyped });
  }
  for (const m of text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) found.push({ spec: m[1]!, typeOnly: false });
  for (const { spec, typeOnly } of found) {
    const to = resolve(from, spec);
    if (to) edges.push({ from, to, typeOnly });
  }
}
// Type-only edges are left out of the cycle checks: they vanish at run time (db/schema.ts imports every module's
// table types, and the modules import DB from it). So is `import()`: it loads later, not while the file initialises.
const runtime = edges.filter((e) => !e.typeOnly);

/** The strongly connected components of more than one node (Tarjan): each one is a set of files in a circle. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function graphOf(list: { from: string; to: string }[]) {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of list) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/** The edges inside each cycle, one per line, for the failure message. */
function describeCycles(list: { from: string; to: string; via?: string }[], keep = (_component: string[]) => true) {
  return cycles(graphOf(list))
    .filter(keep)
    .map((component) => {
      const inside = new Set(component);
      const lines = list
        .filter((e) => inside.has(e.from) && inside.has(e.to))
        .map((e) => `  ${e.from} → ${e.to}${e.via ? ` (${e.via})` : ''}`);
      return `cycle of ${component.length}:\n${[...new Set(lines)].join('\n')}`;
    });
}

const serverModule = (file: string) => rel(file).match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1];
const inLib = (file: string) => rel(file).startsWith('apps/server/src/lib/');
const webFeature = (file: string) => rel(file).match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
const webShared = (file: string) => /^apps\/web\/src\/(lib|components)\//.test(rel(file));

describe('import boundaries', () => {
  it('finds the source files and their imports', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(runtime.length).toBeGreaterThan(1000);
  });

  it('has no import cycle among files (server, web, contract)', () => {
    expect(describeCycles(runtime.map((e) => ({ from: rel(e.from), to: rel(e.to) }))).join('\n')).toBe('');
  });

  it('lets a server module use another only through its service', () => {
    const wrong = edges
      .filter((e) => {
        const from = serverModule(e.from);
        const to = serverModule(e.to);
        if (!from || !to || from === to) return false;
        return !(e.to.endsWith('.service.ts') || (e.typeOnly && e.to.endsWith('.tables.ts')));
      })
      .map((e) => `  ${rel(e.from)} → ${rel(e.to)}`);
    expect(wrong.join('\n')).toBe('');
  });

  it('has no two server modules depending on each other', () => {
    const node = (file: string) => (serverModule(file) ? `modules/${serverModule(file)}` : rel(file));
    const list = runtime
      .filter((e) => node(e.from) !== node(e.to))
      .map((e) => ({ from: node(e.from), to: node(e.to), via: `${rel(e.from)} → ${rel(e.to)}` }));
    // A circle of files alone is the test above's.
    const throughModules = (component: string[]) => component.some((n) => n.startsWith('modules/'));
    expect(describeCycles(list, throughModules).join('\n')).toBe('');
  });

  it('keeps the migrations history: only the migrator imports them', () => {
    const migration = (file: string) => rel(file).startsWith('apps/server/src/db/migrations/');
    const wrong = edges
      .filter((e) => migration(e.to) && !migration(e.from) && rel(e.from) !== 'apps/server/src/db/migrate.ts')
      .map((e) => `  ${rel(e.from)} → ${rel(e.to)}`);
    expect(wrong.join('\n')).toBe('');
  });

  it('keeps lib/ free of module imports at run time', () => {
    const wrong = runtime.filter((e) => inLib(e.from) && serverModule(e.to)).map((e) => `  ${rel(e.from)} → ${rel(e.to)}`);
    expect(wrong.join('\n')).toBe('');
  });

  it('keeps each web feature to itself, and the web lib/ and components/ free of features', () => {
    const wrong = edges
      .filter((e) => {
        const to = webFeature(e.to);
        if (!to) return false;
        const from = webFeature(e.from);
        return (from && from !== to) || webShared(e.from);
      })
      .map((e) => `  ${rel(e.from)} → ${rel(e.to)}`);
    expect(wrong.join('\n')).toBe('');
  });
});
