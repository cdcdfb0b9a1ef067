import type { SessionUser } from '@petmitra/core/users/profile';
import type { users } from '../db/schema/foundation';

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: never the password hash. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    city: row.city,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    profilePic: row.profilePic,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
