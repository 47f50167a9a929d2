/**
 * postgres.js 3.4.9's connection queues (its src/queue.js) with one fault fixed; the server bundle uses this file
 * in place of the original (scripts/build/postgres-queue-plugin.mjs, docs/decisions/058-postgres-queue.md).
 *
 * The original `shift` leaves an `undefined` hole where the item was and only empties its array when the last item
 * is taken, and `remove` scans the array from the start with `indexOf`. Under sustained load the pool's `busy`
 * queue never runs empty, so the holes pile up and every query pays a scan over all of them: a read at 50
 * connections fell from ~6,200 to ~3,500 req/s within a minute while the process grew. Here the holes are dropped
 * once they are half the array, and `remove` starts at the first live item. Same interface, same order.
 */
export default function Queue<T>(initial: T[] = []) {
  let xs: (T | undefined)[] = initial.slice();
  let index = 0;
  // Past this many holes, and once they are at least half the array, one copy drops them (amortised O(1)).
  const COMPACT_AFTER = 64;

  const reset = () => {
    xs = [];
    index = 0;
  };

  return {
    get length() {
      return xs.length - index;
    },
    /** Array slots held, live or not: what the tests watch to prove the queue stays bounded. */
    get slots() {
      return xs.length;
    },
    remove: (x: T) => {
      const at = xs.indexOf(x, index);
      if (at === -1) return null;
      xs.splice(at, 1);
      if (index === xs.length) reset();
      return x;
    },
    push: (x: T) => (xs.push(x), x),
    shift: () => {
      if (index === xs.length) return undefined;
      const out = xs[index++];
      if (index === xs.length) reset();
      else if (index >= COMPACT_AFTER && index * 2 >= xs.length) {
        xs = xs.slice(index);
        index = 0;
      } else xs[index - 1] = undefined;
      return out;
    },
  };
}
