// `npm start`: build the site and the API bundle when they are missing or older than their sources, then serve
// both from one process. A newcomer runs `npm install && npm start` and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverNodeOptions } from './server-node-options.mjs';

const buildDir = process.env.BUILD_DIR ?? '.';
const dist = path.join(buildDir, 'dist');
const bundle = path.join(buildDir, 'dist-server', 'main.mjs');
const stamp = path.join(dist, '.build-stamp');
const SOURCES = ['src', 'locales', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const built = existsSync(stamp) && existsSync(bundle) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest)) || process.env.FORCE_BUILD === '1') {
  console.log('Building site and API (sources changed since the last build)...');
  // Always a production build, even when the server itself runs with NODE_ENV=test (e2e): the site must ship
  // React's production bundle.
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

// `npm run backup -- DIR` / `npm run restore -- DIR` pass their command through to the bundle (src/server/main.ts).
const server = spawnSync(process.execPath, ['--enable-source-maps', bundle, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DIST_DIR: process.env.DIST_DIR ?? dist, NODE_OPTIONS: serverNodeOptions() },
});
process.exit(server.status ?? 0);
