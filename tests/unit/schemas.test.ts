import { expect, test } from 'vitest';
import { z } from 'zod';
import { TEXT_RULES } from '@/lib/schemas/fields';
import { fieldIssues } from '@/lib/schemas/issues';

// Every schema module shared by the forms and the API, including ones added later.
const modules = import.meta.glob<Record<string, unknown>>(['../../src/lib/schemas/*.ts', '!**/*.test.ts'], {
  eager: true,
});

type Def = { type: string; checks?: { _zod?: { def?: unknown } }[]; format?: string } & Record<string, unknown>;
const def = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Paths of the string fields that are not declared through text() (nor a fixed format such as email or date). */
function untyped(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const d = def(schema);
  const inner = (child: unknown, at = path) => untyped(child as z.ZodType, at, seen);
  switch (d.type) {
    case 'string':
      return d.format || d.checks?.some((check) => TEXT_RULES.includes(check)) ? [] : [path || '(root)'];
    case 'object':
      return Object.entries(d['shape'] as Record<string, z.ZodType>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'array':
      return inner(d['element'], `${path}[]`);
    case 'union':
      return (d['options'] as z.ZodType[]).flatMap((option) => inner(option));
    case 'pipe':
      return inner(d['in']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner(d['innerType']);
    default:
      return [];
  }
}

/**
 * Schemas of what the server *answers* (parsed by the browser and by API tests): built from rows that were validated
 * on the way in, so they carry no input rule. Every other exported schema is request input and is walked.
 */
const ANSWERS = new Set([
  'appointments.ts:appointmentSchema',
  'appointments.ts:slotSchema',
  'auth.ts:authResultSchema',
  'auth.ts:sessionUserSchema',
  'auth.ts:tokenPairSchema',
  'files.ts:fileMetaSchema',
  'notifications.ts:notificationSchema',
  'onboarding-status.ts:onboardingStatusSchema',
  'onboarding-status.ts:onboardingUploadSchema',
  'profile.ts:avatarAnswerSchema',
  'profile.ts:profileSchema',
  'support.ts:supportMessageSchema',
]);

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .filter(([name]) => !ANSWERS.has(`${file.split('/').pop()}:${name}`))
    .map(([name, schema]) => ({ name: `${file.split('/').pop()}:${name}`, schema })),
);

test('every string field of every request schema is declared with text() (control characters refused)', () => {
  expect(schemas.length).toBeGreaterThan(15);
  // The walk itself finds a plain z.string(), however deeply it sits.
  expect(untyped(z.object({ a: z.array(z.object({ b: z.string().optional() })) }), '')).toEqual(['.a[].b']);
  const offenders = schemas.flatMap(({ name, schema }) => untyped(schema, '').map((path) => `${name}${path}`));
  expect(offenders).toEqual([]);
});

test('NUL, escape and half a surrogate pair are refused with the localised rule; multi-line fields keep newlines and tabs', async () => {
  const { contactSchema } = await import('@/lib/schemas/contact');
  const valid = { name: 'Ayşe', email: 'a@example.com', phone: '05321234567', message: 'Merhaba\n\tİyi günler' };
  expect(contactSchema.safeParse(valid).success).toBe(true);
  for (const bad of ['\u0000', '\u001b[31m', '\u0085', '\ud800'])
    for (const field of ['name', 'message'] as const) {
      const result = contactSchema.safeParse({ ...valid, [field]: `Ayşe${bad}` });
      expect(result.success, `${field} ${JSON.stringify(bad)}`).toBe(false);
      if (!result.success) expect(fieldIssues(result.error)[field]).toEqual({ key: 'validation.invalidCharacters' });
    }
  expect(contactSchema.safeParse({ ...valid, name: 'Ayşe\nYılmaz' }).success).toBe(false);
});
