import { randomFillSync } from 'node:crypto';

/**
 * A time-ordered UUID (version 7, RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter within the
 * millisecond, then 62 random bits. For rows written many at a time into large tables (a renewal batch's payments,
 * notifications and receipt mails, decision 110): a random (version 4) key puts each of a batch's thousand rows on
 * a different leaf page of the primary key — a page read and, the first time after a checkpoint, an 8 kB full-page
 * image in the WAL each — where ordered keys share the few rightmost pages. Still unguessable enough for an id that
 * is never a secret (every read checks the owner); it tells when the row was made, which the row says anyway.
 */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Random bytes taken 4 kB at a time: one system call per 455 ids instead of one each. */
const pool = Buffer.alloc(4096);
let used = pool.length;
let lastMs = -1;
let counter = 0;

function random9() {
  if (used + 9 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 9;
  return pool.subarray(used - 9, used);
}

export function orderedId(at = Date.now()): string {
  const tail = random9();
  // The counter starts at a random point below half its range each millisecond and counts up, so ids made in the
  // same millisecond by this process still sort in the order they were made; past its range the clock is moved on.
  let ms = Math.max(at, lastMs);
  if (ms === lastMs) counter++;
  else counter = tail[8]! << 3;
  if (counter > 0xfff) {
    ms++;
    counter = tail[8]! << 3;
  }
  lastMs = ms;
  const hex = ms.toString(16).padStart(12, '0');
  const version = (0x7000 | counter).toString(16);
  // The variant's two bits (10) above 14 random bits, then 48 more random bits.
  const variant = HEX[0x80 | (tail[0]! & 0x3f)]! + HEX[tail[1]!]!;
  const rest = HEX[tail[2]!]! + HEX[tail[3]!]! + HEX[tail[4]!]! + HEX[tail[5]!]! + HEX[tail[6]!]! + HEX[tail[7]!]!;
  return `${hex.slice(0, 8)}-${hex.slice(8)}-${version}-${variant}-${rest}`;
}
