import { defineConfig } from 'vitest/config';

/** Unit tests of the web's pure pieces (formatters, table URL state, locale files): `npx vitest run -c apps/web/vitest.config.ts`. */
export default defineConfig({
  resolve: { conditions: ['konsol-src'] },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', root: import.meta.dirname },
});
