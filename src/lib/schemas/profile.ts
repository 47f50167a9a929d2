import { z } from 'zod';
import { accountStatusSchema, genderSchema, localeSchema, maritalStatusSchema } from './enums';
import { email, name, phone } from './fields';

/** PUT /profile. `email` may be omitted: the server keeps the current one (SPEC §5). */
export const profileUpdateSchema = z.object({
  email: email.optional(),
  firstName: name,
  lastName: name,
  phone: z.union([phone, z.literal('')]).optional(),
  maritalStatus: maritalStatusSchema.nullable().optional(),
  preferredLanguage: localeSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /profile/language: the interface (and e-mail) language alone, for settings and the console's switch. */
export const languageUpdateSchema = z.object({ preferredLanguage: localeSchema });

/** What GET /profile (and GET /auth/profile) answer in `data`. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  preferredLanguage: localeSchema,
  status: accountStatusSchema,
  birthDate: z.iso.date().nullable(),
  gender: genderSchema.nullable(),
  /** Relative to the API base (`/files/<id>`) or absolute. */
  avatarUrl: z.string().nullable(),
  /** ISO 8601 UTC. */
  memberSince: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  /** The address in `email` was confirmed through a mailed link. */
  emailVerified: z.boolean(),
  /** A new address asked for in the profile, waiting for its link; `email` stays until then. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What POST /profile/avatar answers in `data`. */
export const avatarAnswerSchema = z.object({ avatarUrl: z.string() });
