import { defineConfig } from 'vitest/config';
import { aliases } from '../aliases';

// Slow checks that run a real `astro build` (tens of seconds): not part of `npm run test:unit`.
// Run with: npx vitest run --config tests/build/vitest.config.ts
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
