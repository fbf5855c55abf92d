import { expect, test } from '../support/test';

/**
 * The built console as a browser gets it: every script of 1 KiB or more arrives brotli-compressed (the build
 * writes the `.br` copies, the server picks them), and every hashed asset is cached for a year.
 */
test('the login page scripts arrive compressed and cached for good', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string; size: number }[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([res.allHeaders(), res.body()]).then(([h, body]) =>
        scripts.push({ url: new URL(res.url()).pathname, encoding: h['content-encoding'], cache: h['cache-control'], size: body.length }),
      ),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^(Login|Masuk)$/ })).toBeVisible();
  await Promise.all(pending);

  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.url, 'a script of the build').toMatch(/^\/assets\//);
    expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    if (s.size >= 1024) expect(s.encoding, s.url).toBe('br');
  }
});
