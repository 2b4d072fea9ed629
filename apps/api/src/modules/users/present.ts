import type { SessionUser } from '@coachyard/contract';
import type { UserRow } from '../../db/schema/index.ts';

/** The profile the client keeps as `userData` (SPEC §3); never the hash or token version. */
export const presentSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  role: row.role as SessionUser['role'],
  first_name: row.firstName,
  last_name: row.lastName,
  email_address: row.emailAddress,
  profile_picture: row.profilePicture,
  country: row.country,
  city: row.city,
  version: row.version,
});
