import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * How the build is cut into chunks (`codeSplitting.groups`, Rolldown's successor of Rollup's `manualChunks`; Vite 8
 * bundles with Rolldown). Groups of higher priority take their modules first.
 *
 * - React, React DOM and the router load with every page and change rarely: one long-cached chunk.
 * - The form libraries are one chunk (`forms`: zod, react-hook-form and its resolvers): every console page loads
 *   them (the console frame's push dialog is a form), the login page only when its form first validates or on the
 *   first key press (lib/deferred-schema.ts), which is also when the console is about to need them. Left apart,
 *   react-hook-form was one more script in front of every console page.
 * - What the first page needs (`$initial`: the entry's static imports, which is what /login loads) is two chunks,
 *   the libraries and our own code, instead of the fourteen small ones Rolldown cut it into by which lazy pages
 *   also import each part.
 * - The contract's schemas and constants the lazy pages use are one chunk: they import only zod and ipaddr.js
 *   (address ranges), both in the `forms` chunk.
 * - The libraries and our own modules the lazy pages share are grouped apart (`vendor`, `shared`), each by the set
 *   of pages that import them (`entriesAware`), and a group under 40 kB of source joins its nearest neighbour.
 *   Left to the default splitting, opening the menu list took 62 scripts: over HTTP/1.1 a browser fetches six at
 *   a time, so the page's data requests and its images queued behind them, and Lighthouse's LCP measured 1.2–1.5 s
 *   (issue #7). Now it takes about 24 scripts and a page loads a little code it does not run (the dashboard about
 *   428 kB of gzipped JS instead of 359 kB, cached for the next pages). A module only one page imports stays in
 *   that page's chunk, so Tiptap still loads with the news editor dialog only, and every group stays under the
 *   largest-chunk budget of the bench.
 * - Libraries never import our code, and the contract only zod and ipaddr.js, so keeping them out of the `shared` chunks keeps
 *   chunks from importing each other in a circle; `noCircularChunks` checks that it holds.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'forms', test: /node_modules[\\/](zod|ipaddr\.js|react-hook-form|@hookform)[\\/]/, priority: 30 },
  { name: 'ui', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
  { name: 'app', tags: ['$initial'], priority: 15 },
  { name: 'contract', test: /packages[\\/]contract[\\/]/, priority: 12 },
  // The form convention's parts (every page with a dialog uses them) in one chunk: merged into the small shared
  // groups, they ended up beside components that import page code, or beside a page's API module that imports one
  // of them, and the chunks imported each other.
  {
    name: 'form-kit',
    test: /src[\\/](components[\\/](form-dialog|confirm-dialog)|lib[\\/](forms|content-resource))\./,
    minShareCount: 2,
    priority: 11,
  },

  { name: 'vendor', test: /node_modules[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 40_000, priority: 11 },
  { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 40_000, priority: 10 },
  // The dashboard's span toggle is also in the chart library: left to the vendor groups, it would join the
  // charts' chunk, and the dashboard would draw nothing (its figures neither) until the charts had loaded. After
  // the vendor group (same priority: the order decides), so that ToggleButton's own dependencies stay there.
  { name: 'toggle-button', test: /node_modules[\\/]@mui[\\/]material[\\/]ToggleButton(Group)?[\\/]/, priority: 11 },
  // The dashboards' chart library and what only it uses: one chunk of its own, so its modules are not split
  // among the shared vendor chunks (that split made two of them import each other). It comes after the shared
  // groups, which take first what it shares with the console (Popper, other MUI parts): taken with it, they would
  // make every console page load the charts.
  {
    name: 'charts',
    test: /node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-charts-vendor|@mui[\\/]x-internal-gestures|bezier-easing)[\\/]/,
    priority: 9,
  },
];

/**
 * In production the server writes `<meta name="konsol-client">` into index.html. The dev server does the same
 * with the server's default credential (or OAUTH_CLIENT_ID/OAUTH_CLIENT_SECRET), so registration and reset work
 * through the proxy exactly as they do when served by the API.
 */
function devClientCredential(): Plugin {
  return {
    name: 'konsol-dev-client-credential',
    apply: 'serve',
    transformIndexHtml(html) {
      const id = process.env.OAUTH_CLIENT_ID || 'konsol-console';
      const secret = process.env.OAUTH_CLIENT_SECRET || 'konsol-console-secret';
      const meta = `<meta name="konsol-client" content="${Buffer.from(`${id}:${secret}`).toString('base64')}">`;
      return html.replace('</head>', `  ${meta}\n  </head>`);
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle. Merging small groups into their neighbours can put two
 * modules that depend on each other's chunks apart; which chunk of such a circle runs first then depends on which
 * one a page asked for first, and a module can call a function of the other before it is defined. That broke the
 * loan page now and then ("P is not a function") once its route's prefetch loaded the loan API on its own.
 */
function noCircularChunks(): Plugin {
  return {
    name: 'konsol-no-circular-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const out of Object.values(bundle)) if (out.type === 'chunk') imports.set(out.fileName, out.imports);
      const done = new Set<string>();
      const path: string[] = [];
      const visit = (file: string): string[] | undefined => {
        const at = path.indexOf(file);
        if (at >= 0) return [...path.slice(at), file];
        if (done.has(file)) return undefined;
        path.push(file);
        for (const next of imports.get(file) ?? []) {
          const circle = visit(next);
          if (circle) return circle;
        }
        path.pop();
        done.add(file);
        return undefined;
      };
      for (const file of imports.keys()) {
        const circle = visit(file);
        if (circle) this.error(`chunks import each other in a circle: ${circle.join(' → ')} (see chunkGroups)`);
      }
    },
  };
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every script, style sheet and SVG the build emits
 * (1 KiB or more), which the server sends to a browser that accepts them (`preCompressed` of @fastify/static):
 * the console's scripts travel at about a quarter of their size, compressed once at build time instead of on
 * every request.
 */
function precompress(): Plugin {
  return {
    name: 'konsol-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (out) => {
          if (!/\.(js|css|svg)$/.test(out.fileName)) return;
          const body = Buffer.from(out.type === 'chunk' ? out.code : out.source);
          if (body.length < 1024) return;
          const file = path.join(dir, out.fileName);
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default defineConfig({
  define: { __KONSOL_VERSION__: JSON.stringify(version) },
  plugins: [react(), devClientCredential(), noCircularChunks(), precompress()],
  resolve: { conditions: ['konsol-src', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        // an `entriesAware` group's chunks are named after every page that shares them: the group's name instead
        chunkFileNames: (chunk) => {
          const group = /^(shared|vendor)~/.exec(chunk.name)?.[1];
          return group ? `assets/${group}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
