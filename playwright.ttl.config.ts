import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * A second end-to-end run whose server issues access tokens that live 5 seconds (ACCESS_TOKEN_TTL=5), for the
 * journeys that must cross an expiry (tests/e2e/*.ttl.ts; the base config's `*.spec.ts` pattern never picks them
 * up). One webServer per config, hence a config of its own. Same port, build and data folder as the base run:
 * `npm run test:e2e` runs the two one after the other.
 *   E2E_PORT=4403 E2E_BUILD_DIR=.build/accounts npx playwright test -c playwright.ttl.config.ts
 */
const server = base.webServer;
if (!server || Array.isArray(server)) throw new Error('playwright.config.ts must define exactly one webServer');

export default defineConfig({
  ...base,
  testMatch: '**/*.ttl.ts',
  webServer: { ...server, env: { ...server.env, ACCESS_TOKEN_TTL: '5' } },
});
