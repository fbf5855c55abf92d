import { defineConfig } from 'vitest/config';

// API tests run on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const include = ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'];
const shared = { resolve: { conditions: ['konsol-src'] }, ssr: { resolve: { conditions: ['konsol-src'] } } };
// Every prepared query is also built the ordinary way and compared (db/prepared.ts).
const setupFiles = ['apps/server/src/test/setup.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: 'sqlite',
          include,
          setupFiles,
          env: { KONSOL_TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                name: 'postgres',
                include: ['apps/server/src/**/*.test.ts'],
                setupFiles,
                env: { KONSOL_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
