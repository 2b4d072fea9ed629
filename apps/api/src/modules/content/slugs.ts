import { and, eq, inArray, ne } from 'drizzle-orm';
import { slugify, type Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { contentSlugs, type StoredContentTranslations } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/errors.ts';
import { isLive, type TranslationsInput } from './translations.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Slugs of other items (current or redirecting) in each language among the candidates. */
async function takenByOthers(db: Executor, itemId: string | null, language: Language, candidates: string[]) {
  const rows = await db
    .select({ slug: contentSlugs.slug })
    .from(contentSlugs)
    .where(
      and(
        eq(contentSlugs.language, language),
        inArray(contentSlugs.slug, candidates),
        itemId ? ne(contentSlugs.itemId, itemId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/**
 * Each language's slug after a write: the one given; else the one it had; else one made from the title by
 * transliteration (Turkish, Russian and Arabic give readable Latin), numbered when another item holds it. A
 * given slug another item holds is refused (`slug_taken`) rather than silently changed.
 */
export async function resolveSlugs(
  db: Executor,
  itemId: string | null,
  input: TranslationsInput,
  before: StoredContentTranslations,
  fallback: string,
): Promise<Partial<Record<Language, string>>> {
  const slugs: Partial<Record<Language, string>> = {};
  const errors: Record<string, string[]> = {};
  for (const [language, translation] of Object.entries(input) as [Language, TranslationsInput[Language]][]) {
    if (!translation) continue;
    if (translation.slug) {
      const taken = await takenByOthers(db, itemId, language, [translation.slug]);
      if (taken.size) errors[`translations.${language}.slug`] = ['content.slug_taken'];
      slugs[language] = translation.slug;
      continue;
    }
    const kept = before[language]?.slug;
    if (kept) {
      slugs[language] = kept;
      continue;
    }
    const base = (slugify(translation.title) || fallback).slice(0, 100).replace(/-+$/, '');
    const candidates = [base, ...Array.from({ length: 30 }, (_, index) => `${base}-${index + 2}`)];
    const taken = await takenByOthers(db, itemId, language, candidates);
    slugs[language] = candidates.find((candidate) => !taken.has(candidate)) ?? `${base}-${Date.now()}`;
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
  return slugs;
}

/**
 * Writes the slugs of an item after a change, in its transaction. A language that was live keeps its old slug
 * as a redirect to the new one; a slug never published is simply released. Taking back an old slug of one's
 * own makes it current again.
 */
export async function recordSlugs(
  db: Executor,
  itemId: string,
  before: StoredContentTranslations,
  after: StoredContentTranslations,
  now: Date,
) {
  for (const [language, translation] of Object.entries(after) as [
    Language,
    NonNullable<StoredContentTranslations[Language]>,
  ][]) {
    const previous = before[language];
    if (previous?.slug === translation.slug) continue;
    if (previous) {
      const mine = and(
        eq(contentSlugs.language, language),
        eq(contentSlugs.slug, previous.slug),
        eq(contentSlugs.itemId, itemId),
      );
      if (isLive(previous, now)) await db.update(contentSlugs).set({ isCurrent: false }).where(mine);
      else await db.delete(contentSlugs).where(mine);
    }
    const written = await db
      .insert(contentSlugs)
      .values({ language, slug: translation.slug, itemId, isCurrent: true })
      .onConflictDoUpdate({
        target: [contentSlugs.language, contentSlugs.slug],
        set: { isCurrent: true },
        setWhere: eq(contentSlugs.itemId, itemId),
      })
      .returning({ slug: contentSlugs.slug });
    // Another item took the slug between the check and this write.
    if (!written.length) throw invalidFields({ [`translations.${language}.slug`]: ['content.slug_taken'] });
  }
}

/** Where a public slug leads: the item and whether the slug is its current one (else a redirect). */
export async function findSlug(db: Database, language: Language, slug: string) {
  const [row] = await db
    .select()
    .from(contentSlugs)
    .where(and(eq(contentSlugs.language, language), eq(contentSlugs.slug, slug)));
  return row ?? null;
}
