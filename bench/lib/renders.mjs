// Row renders per "next page" click (its own process). A stand-in for React DevTools' hook counts, in every
// commit, the table-body rows (<tr> host fibers) that were rendered: mounted, or given new props by a parent
// that rendered. After one click on "next page" the count is divided by the rows the new page shows.
// Prints `{ renders, rows, ratio, commits }`.
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';

const [url, token] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch(chromiumLaunch);
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    const state = { counting: false, renders: 0, commits: 0 };
    window.__renders = state;
    const inBody = (f) => {
      for (let p = f.return; p; p = p.return) if (p.tag === 5 && p.type === 'tbody') return true;
      return false;
    };
    // Like React DevTools, only the parts of the tree React worked on in this commit are looked at: a subtree
    // it skipped keeps its child fibers (\`child === alternate.child\`), and the rows in it, though their props
    // differ from the older alternate's, were not rendered again (counting them made every later commit
    // anywhere in the page, a ripple or a tooltip, count the page's rows again).
    const walk = (f) => {
      for (let n = f; n; n = n.sibling) {
        const alt = n.alternate;
        if (n.tag === 5 && n.type === 'tr' && inBody(n)) {
          if (!alt || alt.memoizedProps !== n.memoizedProps) state.renders++;
        }
        if (n.child && !(alt && alt.child === n.child)) walk(n.child);
      }
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer) {
        const id = this.renderers.size + 1;
        this.renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        if (!state.counting) return;
        state.commits++;
        walk(root.current.child);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  }, token);
  const page = await context.newPage();
  await page.goto(url, { timeout: 120_000 });
  const rows = page.locator('table tbody tr');
  await rows.first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const firstText = await rows.first().textContent();
  await page.evaluate(() => {
    window.__renders.counting = true;
  });
  await page.locator('.MuiTablePagination-actions button').last().click();
  await page.waitForFunction(
    (before) => {
      const r = document.querySelector('table tbody tr');
      return r && r.textContent !== before;
    },
    firstText,
    { timeout: 120_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => ({ ...window.__renders }));
  const shown = await rows.count();
  process.stdout.write(JSON.stringify({ renders: state.renders, rows: shown, ratio: state.renders / shown, commits: state.commits }));
} finally {
  await browser.close();
}
