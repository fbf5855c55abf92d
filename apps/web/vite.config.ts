import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Vendor code is split by how often it changes and what needs it first: React and the router load with every
 * page, MUI is large but shared, forms/i18n/dates are grouped, and each page is its own lazy chunk.
 * `codeSplitting.groups` is Rolldown's successor of Rollup's `manualChunks` (Vite 8 bundles with Rolldown).
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'mui-icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/, priority: 35 },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is)[\\/]/,
    priority: 30,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  { name: 'dates', test: /node_modules[\\/](dayjs|@mui[\\/]x-date-pickers)[\\/]/, priority: 36 },
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

const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default defineConfig({
  define: { __KONSOL_VERSION__: JSON.stringify(version) },
  plugins: [react(), devClientCredential()],
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
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
