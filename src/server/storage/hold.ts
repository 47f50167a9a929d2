/**
 * Holds file removals while a backup copies the files its database snapshot references (backup/snapshot.ts): a
 * file deleted after the snapshot would otherwise be missing from the copy while its row is in it. A removal asked
 * for during a hold is queued and runs when the last hold is released; the caller does not wait for it (its row is
 * already gone, so the bytes are unreachable either way).
 */
let holds = 0;
let queued: (() => Promise<void>)[] = [];

export function holdRemovals(): () => Promise<void> {
  holds += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const work = queued;
    queued = [];
    for (const remove of work) await remove().catch(() => undefined);
  };
}

/** Runs `remove` now, or after the running backup when one holds removals. */
export function removeUnlessHeld(remove: () => Promise<void>): Promise<void> {
  if (holds === 0) return remove();
  queued.push(remove);
  return Promise.resolve();
}
