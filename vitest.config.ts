import { defineConfig } from 'vitest/config';

// API tests run on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const include = ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'];
const shared = { resolve: { conditions: ['konsol-src'] }, ssr: { resolve: { conditions: ['konsol-src'] } } };

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: 'sqlite',
          include,
          env: { KONSOL_TEST_DB: 'sqlite', KONSOL_CHECK_PREPARED: '1' },
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
                env: { KONSOL_TEST_DB: 'postgres', KONSOL_CHECK_PREPARED: '1' },
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
