import type { z } from 'zod';
import { TEXT_RULES } from './fields';

type Def = { type: string; checks?: { _zod?: { def?: unknown } }[]; format?: string } & Record<string, unknown>;
const def = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * Paths of the string fields of a request schema that are not declared through text() (nor a fixed format such as
 * email or date): such a field would let control characters in. Used by the test that walks every schema a route
 * validates with (src/server/openapi/request-schemas.test.ts); lives here because it knows text()'s rules.
 */
export function untypedStrings(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const d = def(schema);
  const inner = (child: unknown, at = path) => untypedStrings(child as z.ZodType, at, seen);
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
