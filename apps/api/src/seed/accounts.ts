import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '@coachyard/contract';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/index.ts';

export interface DemoAccount {
  role: Role;
  email: string;
  firstName: string;
  lastName: string | null;
  phoneNumber: string;
  address: string;
}

/** One account per role (issue 2); the dealer is managed by the representative. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'ADMIN',
    email: 'admin@coachyard.test',
    firstName: 'Elif',
    lastName: 'Demir',
    phoneNumber: '90-212-555-0101',
    address: 'Büyükdere Cd. 185, Levent, 34394 Şişli/İstanbul',
  },
  {
    role: 'REPRESENTATIVE',
    email: 'representative@coachyard.test',
    firstName: 'Murat',
    lastName: 'Kaya',
    phoneNumber: '90-312-555-0142',
    address: 'Atatürk Blv. 199, 06680 Çankaya/Ankara',
  },
  {
    role: 'DEALER',
    email: 'dealer@coachyard.test',
    firstName: 'Anadolu Otobüs Merkezi',
    lastName: null,
    phoneNumber: '90-216-555-0177',
    address: 'Ankara Asfaltı 12, 34912 Pendik/İstanbul',
  },
];

export const generatePassword = () => randomBytes(9).toString('base64url');

/** Creates the demo accounts that do not exist yet; returns the password they were given. */
export async function seedDemoAccounts(db: Database, password: string) {
  const passwordHash = await hashPassword(password);
  const created: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const managerId = account.role === 'DEALER' ? created.REPRESENTATIVE : undefined;
    const [row] = await db
      .insert(users)
      .values({
        role: account.role,
        emailAddress: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber,
        address: account.address,
        passwordHash,
        managerId,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id =
      row?.id ??
      (
        await db.execute<{ id: string }>(
          sql`select id from users where lower(email_address) = ${account.email}`,
        )
      ).rows[0]!.id;
    created[account.role] = id;
  }
  return created;
}

/** Gives the demo accounts a new password (the CLI's --reset-passwords). */
export async function resetDemoPasswords(db: Database, password: string) {
  const passwordHash = await hashPassword(password);
  for (const account of DEMO_ACCOUNTS) {
    await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(sql`lower(${users.emailAddress}) = ${account.email}`);
  }
}
