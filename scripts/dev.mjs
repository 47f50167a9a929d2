// `npm run dev`: Astro's dev server on PORT (4321) proxies /api to the API on API_PORT (4322), rebuilt on change.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4322';
const sitePort = process.env.PORT ?? '4321';
const children = [
  spawn(process.execPath, ['scripts/build-server.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'dist-server/main.mjs'], {
    stdio: 'inherit',
    // Links in mails go to Astro's dev server (the pages), not to the API's own port.
    env: {
      ...process.env,
      PORT: apiPort,
      DIST_DIR: './dist-dev-none',
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`,
    },
  }),
  spawn('npx', ['astro', 'dev', '--port', sitePort], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
