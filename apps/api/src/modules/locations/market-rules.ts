import { and, eq, isNull } from 'drizzle-orm';
import type { Region } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

/**
 * The vehicle types an advertisement of a region may have: those its live, active markets allow (slugs of the
 * `vehicle-type` table). Read on each check, so a type an ADMIN adds to a market is accepted at once.
 */
export async function vehicleTypesOfRegion(db: Database, region: Region): Promise<Set<string>> {
  const rows = await db
    .select({ vehicleTypes: locations.vehicleTypes })
    .from(locations)
    .where(and(eq(locations.region, region), eq(locations.isActive, true), isNull(locations.deletedAt)));
  return new Set(rows.flatMap((row) => row.vehicleTypes));
}
