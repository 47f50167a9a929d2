import { hostname } from 'node:os';

/**
 * Who writes a `.part` file: this host and process, in the file's name (`.<id>.<host>-<pid>.part`). At start a
 * process can then tell a crash's leftover on its own machine (the writer's pid is gone, or is its own: a restarted
 * container gets its old pid back) from an upload another process is writing right now (issue 25: with PostgreSQL
 * several processes may share the uploads folder, so age alone would keep a fresh leftover for up to an hour).
 */
const HOST = hostname().replace(/[^A-Za-z0-9]/g, '') || 'host';
export const PART_WRITER = `${HOST}-${process.pid}`;

/** The writer tag of `.<id>.<tag>.part`, or undefined for untagged (older) names. */
export function partWriter(name: string): string | undefined {
  const match = /^\.[0-9a-f-]+\.([A-Za-z0-9]+-\d+)\.part$/.exec(name);
  return match?.[1];
}

/** True when the tag names a process of this host that cannot be writing any more. */
export function writerGone(tag: string, alive: (pid: number) => boolean = isAlive): boolean {
  const cut = tag.lastIndexOf('-');
  const host = tag.slice(0, cut);
  const pid = Number(tag.slice(cut + 1));
  if (host !== HOST || !Number.isInteger(pid)) return false;
  // Our own pid on a file from before our start (the caller sweeps before serving): a former life of this pid.
  return pid === process.pid || !alive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
