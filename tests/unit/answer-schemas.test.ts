import { expect, test } from 'vitest';
import { answerSchemaEdits, applyEdits } from '../../scripts/build/answer-schemas.mjs';

// Decision 089: the client build drops the answer schemas production never parses. The rewrite must touch exactly
// apiData's second argument and top-level schema initialisers, and leave everything else as written.
const rewrite = (code: string, file: string) => applyEdits(code, answerSchemaEdits(code, file));

test("a store's apiData calls lose their schema argument, and only that", () => {
  const store = [
    "const user = await apiData('/auth/session', sessionUserSchema);",
    "const list = await apiData(`/x/${id}`, z.array(itemSchema), { method: 'POST', body: { a: 1 } });",
    'const kept = otherCall(sessionUserSchema);',
    'const event = messageEventSchema.safeParse(data); // İş: a schema that runs stays',
  ].join('\n');
  expect(rewrite(store, '/p/src/lib/stores/x.ts')).toBe(
    [
      "const user = await apiData('/auth/session', void 0);",
      "const list = await apiData(`/x/${id}`, void 0, { method: 'POST', body: { a: 1 } });",
      'const kept = otherCall(sessionUserSchema);',
      'const event = messageEventSchema.safeParse(data); // İş: a schema that runs stays',
    ].join('\n'),
  );
});

test('top-level schema constants become pure expressions; data, functions and types stay as they are', () => {
  const schemas = [
    '// Şema: Türkçe yorum',
    "export const ROLES = ['customer', 'advisor'] as const;",
    'export const roleSchema: z.ZodEnum = z.enum(ROLES);',
    'const inner = z.object({ a: z.string().min(1) }).strict();',
    'export const LIMIT = 10;',
    'export function text(max: number) { return z.string().max(max); }',
    'export type Role = z.infer<typeof roleSchema>;',
  ].join('\n');
  const out = rewrite(schemas, '/p/src/lib/schemas/roles.ts');
  expect(out).toContain("export const ROLES = ['customer', 'advisor'] as const;");
  expect(out).toContain('export const roleSchema: z.ZodEnum = /*#__PURE__*/ (() => (z.enum(ROLES)))();');
  expect(out).toContain('const inner = /*#__PURE__*/ (() => (z.object({ a: z.string().min(1) }).strict()))();');
  expect(out).toContain('export const LIMIT = 10;');
  expect(out).toContain('export function text(max: number) { return z.string().max(max); }');
  // The same constants outside src/lib/schemas are left alone.
  expect(rewrite(schemas, '/p/src/lib/stores/roles.ts')).toBe(schemas);
});

test('an object or array literal that builds schemas is made pure too; one of plain data is not', () => {
  const schemas = [
    "const person = { age: z.number().int(), name: z.string(), tag: 'x' };",
    'const pair = [z.string(), z.number()];',
    "const plain = { a: 1, b: ['x', { c: `t` }], d: () => z.string() };",
    'const spread = { ...other };',
  ].join('\n');
  const out = rewrite(schemas, '/p/src/lib/schemas/eligibility.ts');
  expect(out).toContain(
    "const person = /*#__PURE__*/ (() => ({ age: z.number().int(), name: z.string(), tag: 'x' }))();",
  );
  expect(out).toContain('const pair = /*#__PURE__*/ (() => ([z.string(), z.number()]))();');
  expect(out).toContain("const plain = { a: 1, b: ['x', { c: `t` }], d: () => z.string() };");
  // A spread may run a getter: not plain.
  expect(out).toContain('const spread = /*#__PURE__*/ (() => ({ ...other }))();');
});
