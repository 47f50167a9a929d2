// `npm start`: build the site and the API bundle when they are missing or older than their sources, then serve
// both from one process. A newcomer runs `npm install && npm start` and nothing else.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverNodeOptions } from './server-node-options.mjs';

const buildDir = process.env.BUILD_DIR ?? '.';
const dist = path.join(buildDir, 'dist');
const bundle = path.join(buildDir, 'dist-server', 'main.mjs');
const stamp = path.join(dist, '.build-stamp');
const SOURCES = ['src', 'locales', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];

/**
 * Runs a child with our stdio and resolves with its exit code. SIGTERM and SIGINT sent to this launcher go on to the
 * child, which shuts down in its own way; we leave when it has: killing `npm start` must not leave the server (or a
 * build) running behind it. A child ended by a signal gives the shell's code for it, 128 + the signal's number.
 */
function run(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGTERM', 'SIGINT'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

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
  const status = await run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });
  if (status !== 0) process.exit(status);
  writeFileSync(stamp, new Date().toISOString());
}

// `npm run backup -- DIR` / `npm run restore -- DIR` pass their command through to the bundle (src/server/main.ts).
process.exit(
  await run(process.execPath, ['--enable-source-maps', bundle, ...process.argv.slice(2)], {
    ...process.env,
    DIST_DIR: process.env.DIST_DIR ?? dist,
    NODE_OPTIONS: serverNodeOptions(),
  }),
);
