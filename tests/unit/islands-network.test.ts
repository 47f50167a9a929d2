import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// The rule "islands do no network calls" (docs/decisions/009) is an ESLint override on src/islands; this proves it
// is still in force, and that the same code is fine in a store.
const eslint = new ESLint();
const problems = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]?.messages.map((m) => m.ruleId) ?? [];

const NETWORK = [
  "import { ofetch } from 'ofetch';\nexport const a = ofetch;",
  "import { api } from '@/lib/api/client';\nexport const a = api;",
  "import { tokens } from '@/lib/api/tokens';\nexport const a = tokens;",
  "import { uploadFile } from '@/lib/uploads/xhr-upload';\nexport const a = uploadFile;",
  "import { apiData } from '@/lib/api/data';\nexport const a = apiData;",
  "export const a = () => fetch('/api/x');",
  'export const a = () => new XMLHttpRequest();',
  "export const a = () => window.fetch('/api/x');",
];

test('a file under src/islands may not import the API client or ofetch, call fetch or use XMLHttpRequest', async () => {
  for (const code of NETWORK) {
    const rules = await problems(code, 'src/islands/probe/Probe.tsx');
    expect(
      rules.filter((rule) => rule?.startsWith('no-restricted-')),
      code,
    ).toHaveLength(1);
  }
});

test('stores may', async () => {
  expect(
    await problems(
      "import { api } from '@/lib/api/client';\nexport const a = () => api('/x');",
      'src/lib/stores/probe.ts',
    ),
  ).toEqual([]);
});
