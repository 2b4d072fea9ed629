import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';

/** What is known of one accepted photo of an ad: its fingerprint (lib/photo-hash.ts) and when it was accepted. */
export interface PhotoFacts {
  key: string;
  hash: bigint;
  width: number;
  height: number;
  sharpness: number;
  addedAt: Date;
}

/** An array bound as one parameter (drizzle would otherwise spread it into a list). */
export const arrayParam = (values: readonly unknown[]) => sql.param(values);

/**
 * The fingerprints of the photos stored under `keys` (every signals read and write): found by key, so built once and
 * planned once per connection.
 */
let factsStatement: BuiltQuery | undefined;
const factsStatementOf = (db: Database) =>
  (factsStatement ??= sqlOf(
    db,
    sql`
    select key, photo_hash::text as hash, width, height, sharpness, coalesce(accepted_at, issued_at) as added_at
      from upload_keys
     where key = any(${sql.placeholder('keys')}::text[]) and photo_hash is not null`,
    planOnceName(),
  ));

/** The fingerprints of the photos stored under `keys`; a photo not fingerprinted yet (see the backfill) is left out. */
export async function photoFactsOf(db: Database, keys: readonly string[]): Promise<PhotoFacts[]> {
  if (keys.length === 0) return [];
  const { rows } = (await runOn(db, factsStatementOf(db), { keys })) as { rows: PhotoFactsRow[] };
  return rows.map(photoFactsOfRow);
}

/** A photo's facts as a statement reads them (`upload_keys`' columns, the hash as text). */
export interface PhotoFactsRow {
  key: string | null;
  hash: string;
  width: number;
  height: number;
  sharpness: number;
  added_at: string | Date | null;
}

/** The facts of a photo from its row (a photo shown: its key is there). */
export const photoFactsOfRow = (row: PhotoFactsRow): PhotoFacts => ({
  key: row.key!,
  hash: BigInt(row.hash),
  width: row.width,
  height: row.height,
  sharpness: row.sharpness,
  addedAt: new Date(row.added_at!),
});
