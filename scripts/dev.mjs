// `npm run dev`: Astro's dev server on PORT (4321) proxies /api to the API on API_PORT (4322), rebuilt on change.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4322';
const children = [
  spawn(process.execPath, ['scripts/build-server.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'dist-server/main.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DIST_DIR: './dist-dev-none' },
  }),
  spawn('npx', ['astro', 'dev', '--port', process.env.PORT ?? '4321'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
