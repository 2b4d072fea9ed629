/**
 * The users list's sorts, apart from the schemas: the list screen takes them without zod (the screen's weight
 * budget, issue 30).
 */

/** Sort fields of the list (`sort=field` or `sort=-field`); `name` is the display name. */
export const USER_SORT_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'email_address',
  'role',
  'is_active',
  'created_at',
  'updated_at',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const USER_DEFAULT_SORT = '-updated_at';
