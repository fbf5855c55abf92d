import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export interface RouteEntry {
  name: string;
  path: string;
  adminOnly: boolean;
}

/** The console routes, parsed from the route table's source (one object per route, `name` then `path`). */
export function consoleRoutes(): RouteEntry[] {
  const source = readFileSync(path.join(repoRoot, 'apps/web/src/app/routes.tsx'), 'utf8');
  const table = source.slice(source.indexOf('export const consoleRoutes'));
  const body = table.slice(0, table.indexOf('\n];'));
  const entries: RouteEntry[] = [];
  for (const block of body.split(/\n {2}\{/).slice(1)) {
    const name = block.match(/\bname: '([^']+)'/)?.[1];
    const route = block.match(/\bpath: '([^']+)'/)?.[1];
    if (name && route) entries.push({ name, path: route, adminOnly: /\badminOnly: true/.test(block) });
  }
  return entries;
}
