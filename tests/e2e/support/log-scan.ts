import { readFile } from 'node:fs/promises';
import { SERVER_LOG } from './env';

/**
 * What must never appear in a server log (DESIGN.md): personal data and secrets. Each pattern is specific enough
 * not to fire on build output (package@1.2.3, hashed asset names): e-mail domains end in letters, and an opaque
 * token (refresh or reset token, or a sha256 of one: 43 base64url characters) mixes cases and digits.
 */
const SECRETS: [string, RegExp][] = [
  ['e-mail address', /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g],
  ['argon2 hash', /\$argon2(?:id|i|d)\$/g],
  ['JWT', /\beyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*/g],
  ['opaque token', /(?<![\w-])(?=[\w-]*[a-z])(?=[\w-]*[A-Z])(?=[\w-]*\d)[\w-]{43}(?![\w-])/g],
];

export interface Finding {
  line: number;
  kind: string;
}

/** Line numbers and kinds only: the report must not repeat what it found. */
export function scanLog(text: string): Finding[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      SECRETS.filter(([, pattern]) => line.match(pattern)).map(([kind]) => ({ line: index + 1, kind })),
    );
}

/** Playwright globalTeardown: fails the run when the server log of the whole e2e run holds a secret. */
export default async function checkServerLog() {
  const text = await readFile(SERVER_LOG, 'utf8');
  const findings = scanLog(text);
  if (findings.length > 0)
    throw new Error(
      `${SERVER_LOG} holds personal data or secrets:\n${findings.map((f) => `  line ${f.line}: ${f.kind}`).join('\n')}`,
    );
}
