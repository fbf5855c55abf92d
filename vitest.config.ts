import { defineConfig } from 'vitest/config';

// Unit tests (`*.unit.test.ts` and the contract's) need no database and run first, in seconds. API tests run on
// SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const include = ['apps/server/src/**/*.test.ts'];
const unit = ['apps/server/src/**/*.unit.test.ts', 'packages/contract/src/**/*.test.ts'];
const exclude = ['**/node_modules/**', '**/*.unit.test.ts'];
// `*.postgres.test.ts` run in the PostgreSQL project only: several instances behind a balancer, which SQLite's
// one writer does not serve.
const postgresOnly = '**/*.postgres.test.ts';
const shared = { resolve: { conditions: ['konsol-src'] }, ssr: { resolve: { conditions: ['konsol-src'] } } };
// Every prepared query is also built the ordinary way and compared (db/prepared.ts), and every answer written by
// the compiled serializer is written by zod too and compared (lib/serializer.ts).
const setupFiles = ['apps/server/src/test/setup.ts'];
// A worker imports the application once and runs its files one after another, instead of importing it again for
// every file (about 2 s each). Nothing of a suite outlives it: each builds its own app on its own database.
const isolate = false;

export default defineConfig({
  test: {
    // Every suite has its own database (a temp SQLite file, a PostgreSQL schema), so files run side by side; Vitest's
    // default (one worker fewer than the cores) leaves one of CI's two cores idle while a suite waits on its database.
    maxWorkers: 2,
    projects: [
      { ...shared, test: { name: 'unit', include: unit } },
      {
        ...shared,
        test: {
          name: 'sqlite',
          include,
          isolate,
          exclude: [...exclude, postgresOnly],
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
                include,
                isolate,
                exclude,
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
