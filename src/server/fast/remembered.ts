/**
 * Values worked out from a short text and asked for again and again (a browser's `Accept-Language` or
 * `Accept-Encoding`, a Berlin wall-clock time, the slots route's query string): computed once per key (decision 108).
 * Bounded by clearing at `max` keys, since a client may send anything; a clear costs one recomputation per key.
 * For pure functions only: a value is never out of date. `undefined` is not kept (use null for "none"). A key longer
 * than `maxKeyLength` is computed but not kept, so odd long inputs cannot make the kept keys large (a query string,
 * a header: up to 16 KB each).
 */
export class Remembered<T> {
  private readonly values = new Map<string, T>();

  constructor(
    private readonly max: number,
    private readonly maxKeyLength = 512,
  ) {}

  get(key: string, compute: () => T): T {
    let value = this.values.get(key);
    if (value === undefined) {
      value = compute();
      if (key.length > this.maxKeyLength) return value;
      if (this.values.size >= this.max) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}
