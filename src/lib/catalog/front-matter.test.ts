import { expect, test } from 'vitest';
import { FrontMatterError, parseFrontMatter, parseYaml } from './front-matter';

test('reads scalars, lists and lists of maps, with their types', () => {
  const yaml = [
    'code: STANDARD',
    'priceCents: 9900',
    'highlighted: true',
    'note: null',
    "title: 'Almanya''da iş'",
    'quoted: "Vize: iDATA \\"randevu\\""',
    "plain: Almanya'da çalışma izni # a comment",
    'features:',
    '  - Diploma denkliği',
    '  - "24/7: destek"',
    'empty: []',
    'processSteps:',
    '  - key: recognition',
    '    title: Denklik',
    '    required: true',
    '  -   key: visa',
    '      required: false',
    'sameIndent:',
    '- a',
    '- b',
    'nested:',
    '  inner: 1',
  ].join('\n');
  expect(parseYaml(yaml)).toEqual({
    code: 'STANDARD',
    priceCents: 9900,
    highlighted: true,
    note: null,
    title: "Almanya'da iş",
    quoted: 'Vize: iDATA "randevu"',
    plain: "Almanya'da çalışma izni",
    features: ['Diploma denkliği', '24/7: destek'],
    empty: [],
    processSteps: [
      { key: 'recognition', title: 'Denklik', required: true },
      { key: 'visa', required: false },
    ],
    sameIndent: ['a', 'b'],
    nested: { inner: 1 },
  });
});

test('splits front matter from the Markdown body', () => {
  const { data, body } = parseFrontMatter('---\ncode: BASIC\n---\n# Title\n\nText\n');
  expect(data).toEqual({ code: 'BASIC' });
  expect(body).toBe('# Title\n\nText\n');
});

test.each([
  ['title: Vize: randevu', /line 2: text containing ": " needs quotes/],
  ['a: 1\n  b: 2', /line 3: unexpected indentation/],
  ['a: 1\na: 2', /line 3: "a" appears twice/],
  ['list: [a, b]', /line 2: "\[a, b\]" needs quotes/],
  ['text: |', /line 2: "\|" needs quotes/],
  ['features:', /line 2: a key needs a value/],
  ['just text', /line 2: expected "key: value"/],
  ['\ttabbed: 1', /line 2: indent with spaces/],
  ['q: "open', /line 2: unclosed/],
])('refuses what it cannot read faithfully: %s', (yaml, message) => {
  expect(() => parseFrontMatter(`---\n${yaml}\n---\n`)).toThrow(message);
});

test('a file without front matter is refused', () => {
  expect(() => parseFrontMatter('# no front matter')).toThrow(FrontMatterError);
});
