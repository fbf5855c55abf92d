import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { src, staticGraph } from '../test-support/static-graph';

/**
 * What the login page loads first is main.tsx and every module it imports statically (issue #7: at most 1.5 × a
 * minimal React + MUI sign-in form). These MUI components bring Modal, Popover, Menu or Select with them; they load
 * on demand instead (lib/lazy-part.tsx, components/outlined-text-field.tsx), and so do the drawer's icons.
 */
const LATER = [
  'TextField',
  'Select',
  'Menu',
  'MenuItem',
  'Popover',
  'Popper',
  'Modal',
  'Dialog',
  'Drawer',
  'Snackbar',
  'Tooltip',
  'Autocomplete',
];

const firstLoad = [...staticGraph(path.join(src, 'main.tsx'))];
const muiImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+\{([^}]*)\}\s+from\s+'@mui\/material'/gm)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  );

describe('the first load (main.tsx and its static imports)', () => {
  it('holds the login page and the route table', () => {
    const names = firstLoad.map((f) => path.relative(src, f));
    expect(names).toContain(path.join('features', 'auth', 'login-page.tsx'));
    expect(names).toContain(path.join('app', 'routes.tsx'));
  });

  it("imports none of MUI's overlays, nor TextField", () => {
    const found = firstLoad.flatMap((file) =>
      muiImports(file)
        .filter((name) => LATER.includes(name))
        .map((name) => `${path.relative(src, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('leaves out the drawer icons', () => {
    expect(firstLoad.map((f) => path.relative(src, f))).not.toContain(path.join('app', 'layouts', 'nav-icons.ts'));
  });

  it('the check reads MUI imports (a console page imports Dialog)', () => {
    expect(muiImports(path.join(src, 'components', 'confirm-dialog.tsx'))).toContain('Dialog');
  });
});
