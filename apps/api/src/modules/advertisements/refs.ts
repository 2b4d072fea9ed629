import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import { presentContext, type App } from './context.ts';
import { rowColumns } from './list-statements.ts';
import { presentSummary } from './present.ts';

/** How another module shows an ad it points at: short id, title, cover thumbnail and public link. */
export interface AdvertisementRef {
  id: string;
  short_id: string;
  title_text: string;
  thumbnail_url: string | null;
  public_url: string;
}

/** The refs of these ads (deleted ones too: what a lead was about stays readable), by id. */
export async function advertisementRefs(
  app: App,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, AdvertisementRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await app.db.select(rowColumns).from(advertisements).where(inArray(advertisements.id, unique));
  const context = await presentContext(
    app,
    language,
    rows.map((row) => ({ ...row, ownerName: null })),
  );
  return new Map(
    rows.map((row) => {
      const item = presentSummary({ ...row, ownerName: null }, context);
      return [
        row.id,
        {
          id: item.id,
          short_id: item.short_id,
          title_text: item.title_text,
          thumbnail_url: item.cover?.thumbnail_url ?? null,
          public_url: item.public_url,
        },
      ];
    }),
  );
}

/** Published ads with their owners, oldest first (demo data of other modules points at them). */
export const publishedAdvertisements = (db: Database, limit: number) =>
  db
    .select({ id: advertisements.id, shortId: advertisements.shortId, ownerId: advertisements.ownerId })
    .from(advertisements)
    .where(and(eq(advertisements.status, 'published'), isNull(advertisements.deletedAt)))
    .orderBy(asc(advertisements.createdAt))
    .limit(limit);
