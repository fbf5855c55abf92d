import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/ is one level below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
/** The built console; KONSOL_WEB_DIST points the run at another build (e.g. `vite build --outDir /tmp/web-x`). */
export const webDist = process.env.KONSOL_WEB_DIST ? path.resolve(process.env.KONSOL_WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
export const webIndex = path.join(webDist, 'index.html');
export const screenshotsDir = path.join(repoRoot, 'docs/screenshots');
