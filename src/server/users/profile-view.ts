import type { Profile } from '@/lib/schemas/profile';
import type { User } from '@/server/db/schema';

/**
 * A user row as GET /profile answers it: never the password hash, times as ISO 8601, the avatar as a path relative
 * to the API base (served by the files service).
 */
export const avatarPath = (user: User): string | null => (user.avatarFileId ? `/files/${user.avatarFileId}` : null);

export function toProfile(user: User, pendingEmail: string | null): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    maritalStatus: user.maritalStatus,
    preferredLanguage: user.preferredLanguage,
    status: user.status,
    birthDate: user.birthDate,
    gender: user.gender,
    avatarUrl: avatarPath(user),
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail,
    memberSince: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}
