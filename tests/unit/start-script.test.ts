import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

// `npm start` ran the server with spawnSync, so a SIGTERM to the launcher (a process manager, a container stop)
// ended the launcher and left the server running, still holding its port. The launcher is run here for real in
// front of a stand-in bundle (building the real one takes minutes) that notes its pid and answers SIGTERM with a
// code of its own, so the test sees both that the signal reached it and that its code came back.
const dir = mkdtempSync(path.join(tmpdir(), 'start-script-'));
let serverPid = 0;
afterAll(() => {
  // A launcher that fails this test leaves its server behind: end it here, by its pid.
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms = 10_000) {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('SIGTERM to start.mjs reaches the server, and start.mjs leaves with its exit code', async () => {
  const pidFile = path.join(dir, 'server.pid');
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(
    path.join(dir, 'dist-server', 'main.mjs'),
    `import { writeFileSync } from 'node:fs';
     process.on('SIGTERM', () => process.exit(3));
     setInterval(() => {}, 1000);
     writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));`,
  );
  // A stamp newer than every source: no build.
  const stamp = path.join(dir, 'dist', '.build-stamp');
  writeFileSync(stamp, 'test');
  const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  utimesSync(stamp, future, future);

  const launcher = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, BUILD_DIR: dir, FORCE_BUILD: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
  await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '');
  serverPid = Number(readFileSync(pidFile, 'utf8'));
  expect(alive(serverPid)).toBe(true);

  launcher.kill('SIGTERM');
  expect(await exited).toBe(3);
  await until(() => !alive(serverPid), 5_000).catch(() => undefined);
  expect(alive(serverPid)).toBe(false);
}, 30_000);
