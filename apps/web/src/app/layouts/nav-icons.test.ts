import { describe, expect, it } from 'vitest';
import { consoleRoutes } from '../routes';
import { NAV_ICONS } from './nav-icons';

describe('the drawer icons', () => {
  it('every drawer entry has one, and every icon names a drawer entry', () => {
    const inDrawer = consoleRoutes.filter((r) => r.drawer).map((r) => r.name);
    expect(Object.keys(NAV_ICONS).sort()).toEqual([...inDrawer].sort());
  });
});
