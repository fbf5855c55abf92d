import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/ is one level below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
export const screenshotsDir = path.join(repoRoot, 'docs/screenshots');
