// Swaps postgres.js's connection queue for src/server/fast/postgres-queue.ts in the server bundle (why: that file and
// docs/decisions/058-postgres-queue.md). The build fails when postgres.js no longer imports ./queue.js, so an
// upgrade that moves or fixes it is noticed here rather than silently shipping the old queue — or no fix at all.
import path from 'node:path';

export const POSTGRES_QUEUE = path.resolve('src/server/fast/postgres-queue.ts');
const POSTGRES_SRC = `${path.sep}node_modules${path.sep}postgres${path.sep}src${path.sep}`;

export const postgresQueuePlugin = {
  name: 'postgres-queue',
  setup(build) {
    let swapped = 0;
    build.onStart(() => {
      swapped = 0;
    });
    build.onResolve({ filter: /^\.\/queue\.js$/ }, (args) => {
      if (!args.importer.includes(POSTGRES_SRC)) return undefined;
      swapped += 1;
      return { path: POSTGRES_QUEUE };
    });
    build.onEnd((result) => {
      if (result.errors.length === 0 && swapped === 0)
        return {
          errors: [{ text: 'postgres-queue: postgres.js no longer imports ./queue.js; re-check decision 058' }],
        };
      return undefined;
    });
  },
};
