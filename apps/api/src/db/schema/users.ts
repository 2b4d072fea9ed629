import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { softDeleteColumn, trackedColumns } from './columns.ts';

export const users = pgTable(
  'users',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    role: text('role').notNull(),
    /** The REPRESENTATIVE who manages this dealer (row scope, DESIGN §4). */
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    emailAddress: text('email_address').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    phoneExtension: text('phone_extension'),
    country: uuid('country'),
    city: uuid('city'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeZone: text('time_zone'),
    workHours: jsonb('work_hours').$type<{ start: string; end: string } | null>(),
    coordinates: jsonb('coordinates').$type<{ lat: string; lng: string } | null>(),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    profilePicture: text('profile_picture'),
    /** Raised to revoke every token of the user at once (password, role or activity change). */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(sql`lower(${table.emailAddress})`)
      .where(sql`${table.deletedAt} is null`),
    index('users_manager_idx').on(table.managerId),
    index('users_role_idx').on(table.role),
  ],
);
export type UserRow = typeof users.$inferSelect;
