import { hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the email is unknown, so a wrong email takes as long as a wrong
 * password and the answer time tells nothing about which accounts exist.
 */
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('decoy-password-for-equal-timing'));
