import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { partWriter, writerGone } from './part-writer';

/**
 * The longest an upload may take: the server's request timeout (server.ts sets Node's `requestTimeout` to it), so
 * no request still writes a `.part` whose last write is older. A file being written is touched with every chunk.
 */
export const LONGEST_UPLOAD_MS = 5 * 60_000;

/**
 * Removes `<root>/<owner>/.<id>[.<writer>].part` files last written before `before`: what a crash (kill -9, power
 * loss) left of uploads in progress. With `crashedWriters` (the start-up sweep) also younger ones whose writer was a
 * process of this host that is gone (part-writer.ts). Finished files are never touched. Answers how many went.
 */
export async function sweepPartFiles(
  root: string,
  before: Date,
  options: { crashedWriters?: boolean } = {},
): Promise<number> {
  const owners = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const owner of owners) {
    if (!owner.isDirectory()) continue;
    const folder = path.join(root, owner.name);
    for (const name of await readdir(folder).catch(() => [])) {
      if (!name.startsWith('.') || !name.endsWith('.part')) continue;
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => undefined);
      const writer = options.crashedWriters ? partWriter(name) : undefined;
      if (!info || (info.mtime >= before && !(writer && writerGone(writer)))) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
