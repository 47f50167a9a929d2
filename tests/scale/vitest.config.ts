import { defineConfig } from 'vitest/config';
import { aliases } from '../aliases';

// Real API processes on PostgreSQL and S3 behind a proxy (README "Deploying on several machines"). Needs
// TEST_DATABASE_URL (a PostgreSQL server where the user may create databases; .ci/run starts one).
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('test:scale needs TEST_DATABASE_URL (a PostgreSQL server); nothing to run without one.');

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: postgresUrl ? ['tests/scale/**/*.test.ts'] : [],
    passWithNoTests: !postgresUrl,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
