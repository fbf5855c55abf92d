// Lighthouse, desktop preset, on one page of the console (its own process): BENCH_LIGHTHOUSE_RUNS runs (default
// 3), each in a fresh browser (a cold cache), and each figure's median over the runs. With a token, the page is
// opened signed in (the token in localStorage, as the console keeps it; storage is not reset between passes).
// Prints `{ performance, lcp, tbt, cls, runs, lcpRange }` (score 0–100, milliseconds, unitless; `runs` the runs
// counted, `lcpRange` their lowest and highest LCP).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { chromiumLaunch } from './chromium.mjs';

const [url, token] = [process.argv[2], process.argv[3]];
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** One Lighthouse run in a browser of its own, so each one loads the page with a cold cache. */
async function run() {
  const browser = await puppeteer.launch({ ...chromiumLaunch, headless: true });
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
    return result.lhr;
  } finally {
    await browser.close();
  }
}

const lhrs = [];
for (let i = 0; i < runs; i++) lhrs.push(await run());
// A run Lighthouse itself marks as failed (no LCP, a page error) is left out; each figure is the median of the
// others, metric by metric (one run is one sample of a noisy machine).
const valid = filterToValidRuns(lhrs).filter((r) => Number.isFinite(r.audits['largest-contentful-paint'].numericValue));
const used = valid.length ? valid : lhrs;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const of = (id) => used.map((r) => r.audits[id].numericValue);
const lcps = of('largest-contentful-paint');
process.stdout.write(
  JSON.stringify({
    performance: Math.round(median(used.map((r) => r.categories.performance.score ?? 0)) * 100),
    lcp: median(lcps),
    tbt: median(of('total-blocking-time')),
    cls: median(of('cumulative-layout-shift')),
    finalUrl: used[0].finalDisplayedUrl,
    runs: used.length,
    lcpRange: [Math.min(...lcps), Math.max(...lcps)],
  }),
);
