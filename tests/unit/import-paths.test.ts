import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// Decision 069: `./` inside a folder, `@/…` for anything else. The rule is an ESLint pattern on src/; this proves it
// is in force (islands included, whose own import rule replaces the general one) and lets scripts/ through.
const eslint = new ESLint();
const restricted = async (code: string, filePath: string) =>
  ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);

test('a module in src/ may not climb out of its folder with ../, in the server, lib and islands alike', async () => {
  for (const file of ['src/server/auth/probe.ts', 'src/lib/stores/probe.ts', 'src/islands/auth/Probe.tsx'])
    expect(await restricted("import { x } from '../y/z';\nexport const a = x;\n", file), file).toEqual([
      expect.stringContaining('decision 069'),
    ]);
});

test('./ and @/ are fine, and so is a test reaching the build scripts outside src/', async () => {
  const code = "import { x } from './y';\nimport { z } from '@/lib/z';\nexport const a = [x, z];\n";
  expect(await restricted(code, 'src/server/auth/probe.ts')).toEqual([]);
  expect(
    await restricted("import { p } from '../../scripts/p.mjs';\nexport const a = p;\n", 'src/server/probe.test.ts'),
  ).toEqual([]);
});
