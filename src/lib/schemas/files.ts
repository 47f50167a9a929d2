import { z } from 'zod';
import { FILE_KINDS } from '@/lib/constants';
import { languageCodeSchema } from './enums';

/** An uploaded file as every answer that carries one describes it (onboarding documents, later the documents page). */
export const fileMetaSchema = z.object({
  id: z.uuid(),
  /** The file's name as uploaded (sanitised). */
  name: z.string(),
  size: z.int().nonnegative(),
  mime: z.string(),
  /** Decided from the file's bytes, never from its name or Content-Type. */
  kind: z.enum(FILE_KINDS),
  /** ISO 8601 UTC. */
  uploadedAt: z.iso.datetime(),
  /** Relative to the API base (`/files/<id>`): GET it with the bearer token. */
  url: z.string(),
  /** The name the user gave the document (other documents), else null. */
  title: z.string().nullable(),
  /** The language a certificate is for, when given. */
  language: languageCodeSchema.nullable(),
});
export type FileMeta = z.infer<typeof fileMetaSchema>;
