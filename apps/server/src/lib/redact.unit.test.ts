import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides the link token of the reset, activation, invitation and confirmation pages, keeping the page', () => {
    expect(redactUrl('/resetpass/Zm9vYmFyYmF6cXV4')).toBe('/resetpass/[REDACTED]');
    expect(redactUrl('/activate/abc123?lang=en')).toBe('/activate/[REDACTED]?lang=en');
    expect(redactUrl('/invite/abc123/')).toBe('/invite/[REDACTED]/');
    expect(redactUrl('/Confirm-Email/abc123')).toBe('/Confirm-Email/[REDACTED]');
    expect(redactUrl('//resetpass/abc123')).toBe('//resetpass/[REDACTED]');
    // only at the start of the path: other pages and API routes stay as they are
    expect(redactUrl('/api/backoffice/menu/12')).toBe('/api/backoffice/menu/12');
    expect(redactUrl('/activate')).toBe('/activate');
    expect(redactUrl('/staff/invite/3')).toBe('/staff/invite/3');
  });

  it("hides the token of the invitation's API read, and names the accept route as it is", () => {
    expect(redactUrl('/api/invite/Zm9vYmFy')).toBe('/api/invite/[REDACTED]');
    expect(redactUrl('/api/Invite/Zm9vYmFy?x=1')).toBe('/api/Invite/[REDACTED]?x=1');
    expect(redactUrl('/api/invite/accept')).toBe('/api/invite/accept');
    expect(redactUrl('/api/invite/acceptable')).toBe('/api/invite/[REDACTED]');
    expect(redactUrl('/api/backoffice/staff/invite')).toBe('/api/backoffice/staff/invite');
  });

  it('hides the value of credential query parameters and leaves the others byte for byte', () => {
    expect(redactUrl('/api/getme?access_token=eyJhbGciOi.x.y&page=1')).toBe('/api/getme?access_token=[REDACTED]&page=1');
    expect(redactUrl('/api/x?search=a%20b&token=t1&Token=t2&reset_token=t3&x_api_key=k&size=10')).toBe(
      '/api/x?search=a%20b&token=[REDACTED]&Token=[REDACTED]&reset_token=[REDACTED]&x_api_key=[REDACTED]&size=10',
    );
    expect(redactUrl('/login?access%5Ftoken=t&password=p&otp=123456&sort=token,asc')).toBe(
      '/login?access%5Ftoken=[REDACTED]&password=[REDACTED]&otp=[REDACTED]&sort=token,asc',
    );
    expect(redactUrl('/api/x?token')).toBe('/api/x?token');
    expect(redactUrl('/api/x?%E0%A4%A=1&kode=R1&appcode=A1')).toBe('/api/x?%E0%A4%A=1&kode=R1&appcode=A1');
    expect(redactUrl('/invite/abc?token=def')).toBe('/invite/[REDACTED]?token=[REDACTED]');
  });

  it("covers every page of the console's router that takes a token", () => {
    const router = readFileSync(new URL('../../../web/src/app/router.tsx', import.meta.url), 'utf8');
    const pages = [...router.matchAll(/'(\/[^']*):token'/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) expect(redactUrl(`${page}s3cr3t`), page).toBe(`${page}[REDACTED]`);
  });
});
