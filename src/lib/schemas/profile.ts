import { z } from 'zod';
import { email, locale, maritalStatus, name, phone } from './fields';

/** PUT /profile. `email` may be omitted: the server keeps the current one (SPEC §5). */
export const profileUpdateSchema = z.object({
  email: email.optional(),
  firstName: name,
  lastName: name,
  phone: z.union([phone, z.literal('')]).optional(),
  maritalStatus: maritalStatus.nullable().optional(),
  preferredLanguage: locale,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** What GET /profile (and GET /auth/profile) answer in `data`. */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  maritalStatus: z.infer<typeof maritalStatus> | null;
  preferredLanguage: z.infer<typeof locale>;
  status: 'active';
  birthDate: string | null;
  gender: 'male' | 'female' | 'other' | null;
  /** Relative to the API base (`/files/<id>`) or absolute. */
  avatarUrl: string | null;
  memberSince: string;
  lastLogin: string | null;
  /** The address in `email` was confirmed through a mailed link. */
  emailVerified: boolean;
  /** A new address asked for in the profile, waiting for its link; `email` stays until then. */
  pendingEmail: string | null;
}

/** What GET /auth/session answers in `data`, and `data.user` of login/register. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  preferredLanguage: z.infer<typeof locale>;
  onboardingCompleted: boolean;
  emailVerified: boolean;
  pendingEmail: string | null;
  /** The photo for the navbar, as in Profile. */
  avatarUrl: string | null;
}
