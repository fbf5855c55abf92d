import { can, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '@konsol/contract/roles';
import { describe, expect, it } from 'vitest';
import { mayUse } from '../lib/auth';
import { consoleRoutes } from './routes';

describe('the console routes and the role table', () => {
  it('every route needs a permission of the contract; the platform pages a platform one', () => {
    for (const r of consoleRoutes) {
      expect(PERMISSIONS, r.name).toContain(r.permission);
      if (r.adminOnly) expect(can('owner', r.permission), r.name).toBe(false);
    }
  });

  it('each role reaches the pages of its part of the work, and the dashboard and its own account', () => {
    const pages = (role: (typeof ROLES)[number]) =>
      consoleRoutes.filter((r) => mayUse({ permissions: [...ROLE_PERMISSIONS[role]] }, r.permission)).map((r) => r.name);
    expect(pages('finance')).toEqual(
      expect.arrayContaining(['home', 'wallet', 'tokensms', 'modalkerja', 'modalkerjav2', 'profile', 'changepassword']),
    );
    expect(pages('finance')).not.toContain('appmenu');
    expect(pages('content')).toEqual(expect.arrayContaining(['applist', 'appmenu', 'news', 'slider']));
    expect(pages('content')).not.toContain('wallet');
    expect(pages('support')).toEqual(expect.arrayContaining(['mitraagen', 'product', 'deleteakun', 'digipos', 'topupchannel']));
    expect(pages('approver')).toContain('approvals');
    expect(pages('approver')).not.toContain('wallet');
    expect(pages('viewer')).not.toContain('tokensmsOrderCreate');
    for (const role of ROLES) expect(pages(role)).toEqual(expect.arrayContaining(['home', 'profile']));
    expect(pages('owner')).toEqual(consoleRoutes.filter((r) => !r.adminOnly).map((r) => r.name));
    expect(pages('admin')).toEqual(consoleRoutes.map((r) => r.name));
  });
});
