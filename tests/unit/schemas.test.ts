// Request schemas are walked for plain z.string() fields by src/server/openapi/request-schemas.test.ts, which takes
// them from the route table (answer schemas carry no input rules and are not walked).
import { expect, test } from 'vitest';
import { fieldIssues } from '@/lib/schemas/issues';

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
