// What the server's RSS is made of (decision 090): the probe's view from inside (memory-probe.mjs, V8's heap and
// the packages loaded) and Linux's from outside (/proc/<pid>/smaps: the node binary's pages, malloc's heap, V8's
// 256 KB pages — committed or kept after a GC — and the rest).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryOf } from './common.mjs';

const PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
const OUT = path.join(tmpdir(), `bench-memory-${process.pid}.json`);

/** Environment for startBuiltServer that loads the probe next to the server's own Node options. */
export const memoryProbeEnv = (nodeOptions) => ({
  NODE_OPTIONS: `${nodeOptions} --import ${PROBE}`,
  BENCH_MEMORY_OUT: OUT,
});

function mappedMb(pid) {
  const sums = { nodeBinaryMb: 0, mallocMb: 0, v8PagesMb: 0, otherMb: 0 };
  let kind = 'otherMb';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const map = line.match(/^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/);
    if (map) {
      const kb = (parseInt(map[2], 16) - parseInt(map[1], 16)) / 1024;
      const name = map[3];
      kind = name.endsWith('/bin/node')
        ? 'nodeBinaryMb'
        : name === '[heap]'
          ? 'mallocMb'
          : !name && kb === 256
            ? 'v8PagesMb'
            : 'otherMb';
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+)/);
    if (rss) sums[kind] += Number(rss[1]) / 1024;
  }
  return Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Math.round(v)]));
}

/** RSS and its parts, now. */
export async function memoryBreakdown(child) {
  rmSync(OUT, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(OUT); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { ...memoryOf(child), ...mappedMb(child.pid), ...JSON.parse(readFileSync(OUT, 'utf8')) };
}
