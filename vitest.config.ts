/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL points at a PostgreSQL server (CI starts one),
// once more on PostgreSQL: same files, another driver. Unit tests of browser code run in happy-dom where needed.
const serverTests = ['src/server/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'], exclude: serverTests },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
