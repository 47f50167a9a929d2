import type { Profile } from '../../lib/schemas/profile';
import type { User } from '../db/schema';

/**
 * A user row as GET /profile answers it: never the password hash, times as ISO 8601, the avatar as a path relative
 * to the API base (served by the files service).
 */
export function toProfile(user: User): Profile {
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
    avatarUrl: user.avatarFileId ? `/files/${user.avatarFileId}` : null,
    memberSince: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}
