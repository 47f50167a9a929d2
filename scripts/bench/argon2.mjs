// `npm run bench -- --argon2`: what one password check costs on this machine in each row of OWASP's table of
// equal-strength argon2id settings (decision 062 chose the fastest here). Alone, in a row, and 20 at once (as a
// burst of logins runs them on libuv's threads). Not part of `npm test`; wants a quiet machine.
import { hash, verify } from '@node-rs/argon2';

const ROWS = [
  [47_104, 1],
  [19_456, 2],
  [12_288, 3],
  [9_216, 4],
  [7_168, 5],
];
const PASSWORD = 'Bench-Passw0rd-1';
const IN_A_ROW = 30;
const AT_ONCE = 20;

const hashes = await Promise.all(
  ROWS.map(([memoryCost, timeCost]) => hash(PASSWORD, { memoryCost, timeCost, parallelism: 1 })),
);
const results = new Map(ROWS.map((row) => [row.join(), []]));
// Three rounds over every row, so a slow minute of the machine does not land on one row only.
for (let round = 0; round < 3; round++) {
  for (const [i, row] of ROWS.entries()) {
    const before = process.resourceUsage();
    let started = performance.now();
    for (let k = 0; k < IN_A_ROW; k++) await verify(hashes[i], PASSWORD);
    const alone = (performance.now() - started) / IN_A_ROW;
    const after = process.resourceUsage();
    started = performance.now();
    await Promise.all(Array.from({ length: AT_ONCE }, () => verify(hashes[i], PASSWORD)));
    results.get(row.join()).push({
      alone,
      userMs: (after.userCPUTime - before.userCPUTime) / 1000 / IN_A_ROW,
      systemMs: (after.systemCPUTime - before.systemCPUTime) / 1000 / IN_A_ROW,
      atOnce: (performance.now() - started) / AT_ONCE,
    });
  }
}
const range = (runs, key) =>
  `${Math.min(...runs.map((r) => r[key])).toFixed(1)}–${Math.max(...runs.map((r) => r[key])).toFixed(1)}`;
console.log('argon2id, p=1: ms per check (range of 3 rounds)');
for (const [m, t] of ROWS) {
  const runs = results.get([m, t].join());
  console.log(
    `m=${m} KiB, t=${t}: alone ${range(runs, 'alone')} (user ${range(runs, 'userMs')}, system ${range(runs, 'systemMs')}); ${AT_ONCE} at once ${range(runs, 'atOnce')} each`,
  );
}
