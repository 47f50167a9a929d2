// Derives src/lib/schemas/common-passwords.json from the most common breached passwords shipped by
// @zxcvbn-ts/language-common (MIT; the list is ordered by frequency). `node scripts/common-passwords.mjs` rewrites it;
// src/lib/schemas/password.test.ts fails when the file and this derivation disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How many of the most common passwords are considered. */
export const TOP = 10_000;
export const OUTPUT = fileURLToPath(new URL('../src/lib/schemas/common-passwords.json', import.meta.url));

/**
 * The top TOP passwords that our own rule (8+ characters, an uppercase letter, a digit) could let through once a
 * letter is capitalised: at least 8 characters, a digit and a letter. The rest are refused by the rule already.
 * Lower-case: the check compares case-insensitively ("Password123" is "password123").
 */
export function deriveCommonPasswords() {
  const require = createRequire(import.meta.url);
  const source = path.join(
    path.dirname(require.resolve('@zxcvbn-ts/language-common/package.json')),
    'src/passwords.json',
  );
  const ranked = JSON.parse(readFileSync(source, 'utf8'));
  return [
    ...new Set(
      ranked
        .slice(0, TOP)
        .map((entry) => entry.toLowerCase())
        .filter((entry) => entry.length >= 8 && /\d/.test(entry) && /\p{L}/u.test(entry)),
    ),
  ];
}

export const serialise = (list) => `[\n${list.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const list = deriveCommonPasswords();
  writeFileSync(OUTPUT, serialise(list));
  console.log(`${list.length} passwords written to ${path.relative(process.cwd(), OUTPUT)}`);
}
