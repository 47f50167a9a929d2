import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, expect, test } from 'vitest';

// The import rules of .dependency-cruiser.cjs (docs/decisions/063) run in `npm run lint`; this proves they still
// fire on a planted violation, and that src/ has none. The fixture is written to a temporary folder at test time,
// so no lint run, tsc or build ever sees it.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
};
const { forbidden } = config;
const { tsConfig: _tsConfig, ...options } = config.options;

const FIXTURE: Record<string, string> = {
  // The ground floor reaching up into a feature.
  'src/server/http/guard.ts': "import { profileName } from '../profile/name';\nexport const guard = profileName;\n",
  'src/server/profile/name.ts': "export const profileName = 'x';\n",
  // Two files importing each other, one of them for a type only.
  'src/server/checkout/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
  'src/server/checkout/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
  // The browser side importing the server.
  'src/lib/stores/probe.ts': "import { guard } from '../../server/http/guard';\nexport const probe = guard;\n",
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'depcruise-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function check(baseDir: string, withTsConfig: boolean): Promise<{ violations: IViolation[]; cruised: number }> {
  const tsConfigFile = path.resolve('tsconfig.json');
  const result = await cruise(
    ['src'],
    {
      ...options,
      ...(withTsConfig && { tsConfig: { fileName: tsConfigFile } }),
      baseDir,
      ruleSet: { forbidden },
      validate: true,
    },
    {},
    withTsConfig ? { tsConfig: extractTSConfig(tsConfigFile) } : {},
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result, got a report');
  const { violations, totalCruised } = result.output.summary;
  return { violations, cruised: totalCruised };
}

test('a ground-floor file importing a feature, an import cycle and lib importing the server all fail', async () => {
  const found = (await check(root, false)).violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  expect(found).toEqual(
    expect.arrayContaining([
      'ground-floor-imports-no-feature: src/server/http/guard.ts -> src/server/profile/name.ts',
      expect.stringMatching(/^no-circular: src\/server\/checkout\/[ab]\.ts -> src\/server\/checkout\/[ab]\.ts$/),
      'client-imports-no-server: src/lib/stores/probe.ts -> src/server/http/guard.ts',
    ]),
  );
});

test('src/ keeps every rule', { timeout: 180_000 }, async () => {
  const { violations, cruised } = await check(process.cwd(), true);
  expect(cruised).toBeGreaterThan(500);
  expect(violations).toEqual([]);
});
