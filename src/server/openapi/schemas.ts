import { z } from 'zod';

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) of a request schema as a client must send it. Transforms and
 * refinements have no JSON Schema form: they are documented by their input type (`unrepresentable: 'any'`).
 */
export function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

/** JSON Schema of an answer schema as the server sends it (answers hold no transforms: decision 067). */
export function answerSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return json;
}

export const errorEnvelope = schemaOf(
  z.object({
    success: z.literal(false),
    message: z.string(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  }),
);
