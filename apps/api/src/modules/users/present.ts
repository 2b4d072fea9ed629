import {
  LANGUAGES,
  thumbnailKeyOf,
  userDisplayName,
  type Language,
  type SessionUser,
  type User,
  type UserListItem,
} from '@coachyard/contract';
import type { UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import type { PlaceNames } from './places.ts';

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

export interface PresentContext {
  storage: Pick<Storage, 'publicUrl'>;
  names: PlaceNames;
  /** The pictures' thumbnails as their uploads recorded them (`recordedThumbnails`). */
  thumbnails: ReadonlyMap<string, string>;
}

/** A user as the API answers it (contract `userSchema`): no hash, no token version. */
export function presentUser(row: UserRow, { storage, names, thumbnails }: PresentContext): User {
  const session = presentSessionUser(row);
  const picture = row.profilePicture;
  return {
    ...session,
    display_name: userDisplayName(session),
    phone_number: row.phoneNumber,
    phone_extension: row.phoneExtension,
    country_name: row.country ? (names.get(row.country) ?? null) : null,
    city_name: row.city ? (names.get(row.city) ?? null) : null,
    languages: row.languages.filter((code): code is Language =>
      (LANGUAGES as readonly string[]).includes(code),
    ),
    time_zone: row.timeZone,
    work_hours: row.workHours ?? null,
    coordinates: row.coordinates ?? null,
    address: row.address,
    is_active: row.isActive ? 1 : 0,
    profile_picture_url: picture ? storage.publicUrl(picture) : null,
    profile_picture_thumbnail_url: picture
      ? storage.publicUrl(thumbnails.get(picture) ?? thumbnailKeyOf(picture))
      : null,
    manager_id: row.managerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

/** A row of the list (issue 30): what the list screens show, from the user as one answer presents it. */
export const presentUserListItem = (user: User): UserListItem => ({
  id: user.id,
  role: user.role,
  first_name: user.first_name,
  last_name: user.last_name,
  display_name: user.display_name,
  email_address: user.email_address,
  phone_number: user.phone_number,
  country_name: user.country_name,
  city_name: user.city_name,
  is_active: user.is_active,
  profile_picture_thumbnail_url: user.profile_picture_thumbnail_url,
  version: user.version,
  updated_at: user.updated_at,
});
