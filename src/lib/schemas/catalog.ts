import { z } from 'zod';

/**
 * The package catalog as `/api/packages` answers it, in the caller's language. Prices are integer cents, VAT
 * included, and come only from the server (the content files via src/lib/catalog/packages.ts).
 */
export const PACKAGE_TYPES = ['monthly', 'one_time'] as const;
export const packageTypeSchema = z.enum(PACKAGE_TYPES);
export type PackageType = z.infer<typeof packageTypeSchema>;

/** `months` with a value, or `unlimited` (open-ended support) with none. */
export const packageDurationSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('months'), value: z.int() }),
  z.object({ unit: z.literal('unlimited'), value: z.null() }),
]);
export type PackageDuration = z.infer<typeof packageDurationSchema>;

export const catalogEntryStepSchema = z.object({ key: z.string(), title: z.string(), required: z.boolean() });
export type CatalogEntryStep = z.infer<typeof catalogEntryStepSchema>;

export const catalogEntrySchema = z.object({
  id: z.string(),
  code: z.string(),
  type: packageTypeSchema,
  name: z.string(),
  description: z.string(),
  priceCents: z.int(),
  currency: z.literal('EUR'),
  duration: packageDurationSchema,
  features: z.array(z.string()),
  services: z.array(z.string()),
  processSteps: z.array(catalogEntryStepSchema),
  highlighted: z.boolean(),
  order: z.number(),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
