import { and, eq, isNull, sql } from 'drizzle-orm';
import { slugify } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { lookupEntriesOf } from '../../modules/lookup-tables/index.ts';
import { DEMO_USERS, isDemoRepresentative, type DemoUser } from '../data/demo-users.ts';
import type { SeedStep } from '../index.ts';

/** Country and city item ids by `iso/city-slug`, from the countries lookup table. */
async function placeIds(db: Database) {
  const entries = await lookupEntriesOf(db, ['countries']);
  const countries = new Map(
    entries.filter((entry) => entry.parentId === null).map((entry) => [entry.id, entry.slug]),
  );
  const ids = new Map<string, { country: string; city: string }>();
  for (const entry of entries) {
    const countrySlug = entry.parentId ? countries.get(entry.parentId) : undefined;
    if (countrySlug) ids.set(`${countrySlug}/${entry.slug}`, { country: entry.parentId!, city: entry.id });
  }
  return ids;
}

const idOfEmail = async (db: Database, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`)
  )[0]?.id;

/**
 * ~25 demo users across roles. They share the demo accounts' password hash (hashed once, by the
 * accounts seed), so every demo user signs in with the password the server printed.
 */
export async function seedDemoUsers(db: Database, accounts: Record<string, string>) {
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, accounts.ADMIN!));
  if (!admin) return 0;
  const places = await placeIds(db);
  const managerIds = new Map<string, string>();
  const managerOf = (user: DemoUser) =>
    isDemoRepresentative(user.manager)
      ? accounts.REPRESENTATIVE
      : user.manager
        ? managerIds.get(user.manager)
        : undefined;

  let created = 0;
  // Representatives come before the dealers they manage in DEMO_USERS.
  for (const user of DEMO_USERS) {
    const place = places.get(`${user.country}/${slugify(user.city)}`);
    const [row] = await db
      .insert(users)
      .values({
        role: user.role,
        emailAddress: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: admin.passwordHash,
        phoneNumber: user.phoneNumber,
        phoneExtension: user.representative?.extension ?? null,
        country: place?.country ?? null,
        city: place?.city ?? null,
        languages: user.representative?.languages ?? [],
        timeZone: user.representative?.timeZone ?? null,
        workHours: user.representative
          ? { start: user.representative.start, end: user.representative.end }
          : null,
        coordinates: user.coordinates ?? null,
        address: user.address,
        isActive: !user.inactive,
        managerId: managerOf(user) ?? null,
        createdBy: accounts.ADMIN,
        updatedBy: accounts.ADMIN,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) created += 1;
    const id = row?.id ?? (await idOfEmail(db, user.email));
    if (id && user.role === 'REPRESENTATIVE') managerIds.set(user.email, id);
  }
  return created;
}

/**
 * The demo representative and dealer get what the User form requires of their roles (a position;
 * the representative's extension, languages, time zone and hours), so their accounts save as they are.
 */
export async function completeDemoAccounts(db: Database, accounts: Record<string, string>) {
  const completions = [
    {
      id: accounts.REPRESENTATIVE,
      values: {
        coordinates: { lat: '39.9086', lng: '32.8135' },
        phoneExtension: '101',
        languages: ['tr', 'en'],
        timeZone: 'GMT+03:00',
        workHours: { start: '08:00', end: '16:00' },
      },
    },
    { id: accounts.DEALER, values: { coordinates: { lat: '40.8769', lng: '29.2346' } } },
  ];
  for (const { id, values } of completions) {
    if (id)
      await db
        .update(users)
        .set(values)
        .where(and(eq(users.id, id), isNull(users.coordinates)));
  }
}

export const demoUsersStep: SeedStep = {
  name: 'demo users',
  async run({ db, accounts, log }) {
    await completeDemoAccounts(db, accounts);
    log(`demo users: ${await seedDemoUsers(db, accounts)} created`);
  },
};
