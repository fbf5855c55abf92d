// Lighthouse, desktop preset, on one page of the console (its own process). With a token, the page is opened
// signed in (the token in localStorage, as the console keeps it; storage is not reset between passes).
// Prints `{ performance, lcp, tbt, cls }` (score 0–100, milliseconds, unitless).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const [url, token] = [process.argv[2], process.argv[3]];
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
try {
  const page = await browser.newPage();
  if (token) {
    const origin = new URL(url).origin;
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
  }
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] },
    desktopConfig,
    page,
  );
  const a = result.lhr.audits;
  process.stdout.write(
    JSON.stringify({
      performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
    }),
  );
} finally {
  await browser.close();
}
