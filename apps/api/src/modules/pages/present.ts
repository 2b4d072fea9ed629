import type { Language, MenuEntry, SiteMenu } from '@coachyard/contract';
import type { ContentItemRow, SiteMenuRow, StoredMenuEntry } from '../../db/schema/index.ts';
import { isLive, titleIn } from '../content/index.ts';

export type LinkedContent = Map<string, ContentItemRow>;

/** Deleted target, or one live in no language: the public menu leaves such an entry out. */
export function brokenReason(entry: StoredMenuEntry, linked: LinkedContent, now: Date): MenuEntry['broken'] {
  if (entry.kind !== 'content' || !entry.content_id) return null;
  const target = linked.get(entry.content_id);
  if (!target || target.deletedAt) return 'deleted';
  return Object.values(target.translations).some((translation) => isLive(translation, now))
    ? null
    : 'unpublished';
}

function presentEntry(entry: StoredMenuEntry, linked: LinkedContent, language: Language, now: Date) {
  const target = entry.content_id ? linked.get(entry.content_id) : undefined;
  return {
    id: entry.id,
    kind: entry.kind,
    content_id: entry.content_id,
    url: entry.url,
    labels: entry.labels,
    hidden_in: entry.hidden_in,
    new_tab: entry.new_tab,
    content_title: target ? titleIn(target.translations, language, target.sourceLanguage) : null,
    broken: brokenReason(entry, linked, now),
  };
}

export function presentMenu(row: SiteMenuRow, linked: LinkedContent, language: Language): SiteMenu {
  const now = new Date();
  return {
    id: row.id,
    key: row.key,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    entries: row.entries.map((entry) => ({
      ...presentEntry(entry, linked, language, now),
      children: (entry.children ?? []).map((child) => presentEntry(child, linked, language, now)),
    })),
  };
}
