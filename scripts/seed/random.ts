// Reproducible randomness for the generator (decision 086): every row of customer `i` comes from a PRNG seeded by
// (seed, i, stream), so each table can be written on its own, in any order, and the same seed gives the same rows.

/** mulberry32: tiny, fast, good enough for test data (not for anything secret). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    const total = pairs.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1]![0];
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

/** A PRNG for one customer and one purpose ("stream"): independent of the order tables are written in. */
export const rngFor = (seed: number, i: number, stream: number) =>
  prng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i + 1, 0xc2b2ae35) ^ Math.imul(stream + 7, 0x27d4eb2f));

/**
 * Ids that sort in insertion order within a table (a fixed prefix per table, then a counter), still valid version-4
 * UUIDs for the API's validators: the primary-key indexes grow at their right edge, which makes COPY fast.
 */
export function seqId(table: number, n: number) {
  const head = table.toString(16).padStart(2, '0');
  return `${head}000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Table prefixes of seqId: one per table the generator fills. */
export const TAG = {
  user: 0x10,
  staff: 0x11,
  file: 0x20,
  appointment: 0x30,
  notification: 0x40,
  userPackage: 0x50,
  checkout: 0x51,
  payment: 0x52,
  refund: 0x53,
  step: 0x54,
  conversation: 0x60,
  message: 0x61,
  entry: 0x70,
} as const;

export const DAY_MS = 86_400_000;
