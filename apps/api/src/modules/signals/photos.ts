import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

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

/** The fingerprints of the photos stored under `keys`; a photo not fingerprinted yet (see the backfill) is left out. */
export async function photoFactsOf(db: Database, keys: readonly string[]): Promise<PhotoFacts[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.execute<{
    key: string;
    hash: string;
    width: number;
    height: number;
    sharpness: number;
    added_at: string | Date;
  }>(sql`
    select key, photo_hash::text as hash, width, height, sharpness, coalesce(accepted_at, issued_at) as added_at
      from upload_keys
     where key = any(${arrayParam(keys)}::text[]) and photo_hash is not null`);
  return rows.map((row) => ({
    key: row.key,
    hash: BigInt(row.hash),
    width: row.width,
    height: row.height,
    sharpness: row.sharpness,
    addedAt: new Date(row.added_at),
  }));
}
