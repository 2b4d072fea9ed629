import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  SETTINGS_SCHEMAS,
  workHourOptionsOf,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsState,
  type SettingsValues,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { settings, type SettingsRow } from '../../db/schema/index.ts';

// The settings in force, read through the write-cleared cache. Kept apart from the writes (service.ts), which
// accept an uploaded logo: uploads read the Listings limits here, so the two modules do not import each other.

/** What reading the settings needs of the app, so modules that hold a narrower app can read them too. */
type SettingsReader = Pick<FastifyInstance, 'db' | 'config' | 'siteSettings'>;
export const MEGABYTE = 1024 * 1024;

/**
 * A group's stored values as its schema reads them now: a field added to the schema after the row was written
 * takes its default, and a row that no longer fits falls back to the defaults rather than break every page.
 */
export function valuesOf<G extends SettingsGroup>(group: G, stored: unknown): SettingsValues[G] {
  const merged = { ...DEFAULT_SETTINGS[group], ...(stored as object) };
  const parsed = SETTINGS_SCHEMAS[group].safeParse(merged);
  return (parsed.success ? parsed.data : DEFAULT_SETTINGS[group]) as SettingsValues[G];
}

export function presentGroup(row: SettingsRow): SettingsGroupState {
  const group = row.group as SettingsGroup;
  return {
    id: row.id,
    group,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    values: valuesOf(group, row.values),
  };
}

/** Every group's row, creating the ones nobody has saved yet with their defaults (a fresh install). */
export async function groupRows(db: Database): Promise<SettingsRow[]> {
  const rows = await db.select().from(settings);
  const missing = SETTINGS_GROUPS.filter((group) => !rows.some((row) => row.group === group));
  if (missing.length === 0) return rows;
  await db
    .insert(settings)
    .values(missing.map((group) => ({ group, values: DEFAULT_SETTINGS[group] })))
    .onConflictDoNothing();
  return db.select().from(settings);
}

async function loadSettings(db: Database): Promise<SettingsState> {
  const rows = await groupRows(db);
  return Object.fromEntries(
    SETTINGS_GROUPS.map((group) => [group, presentGroup(rows.find((row) => row.group === group)!)]),
  ) as SettingsState;
}

/**
 * The settings as this process knows them: read once and kept until this instance answers a write, or a few
 * seconds (plugins/write-cleared-caches.ts), so a change made through another instance shows within seconds
 * and no request pays a query for them.
 */
export const currentSettings = (app: SettingsReader): Promise<SettingsState> =>
  // A write's transaction reads through its own connection and waits on no other request's load.
  app.siteSettings.get('all', () => loadSettings(app.db), { joinLoad: !(app.db instanceof PgTransaction) });

/** The Listings limits in force: what staff chose, never above the ceilings the server's environment sets. */
export async function listingLimits(app: SettingsReader) {
  const { values } = (await currentSettings(app)).listings;
  return {
    photosPerAd: Math.min(values.photos_per_ad, app.config.ads.maxPhotos),
    uploadMaxBytes: Math.min(values.upload_max_megabytes * MEGABYTE, app.config.uploads.maxBytes),
    /** The photos a healthy ad shows (issue 27): never more than an ad may hold. */
    minPhotos: Math.min(values.min_photos, values.photos_per_ad, app.config.ads.maxPhotos),
    /** The health score a submission for review needs (issue 27). */
    minSubmitScore: values.min_submit_score,
    /** Dealers whose green stock-feed ads are published without review (issue 28). */
    trustedDealerIds: values.trusted_dealer_ids,
  };
}

/** The start and end hours the user form offers now (the API refuses others when it saves a user). */
export async function offeredWorkHours(app: SettingsReader) {
  return workHourOptionsOf((await currentSettings(app)).working_hours.values);
}
