import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { thumbnailKeyOf, uploadKeyFor } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { uploadKeys } from '../../db/schema/index.ts';
import { THUMBNAIL_CONTENT_TYPE, thumbnailOf } from '../../modules/uploads/index.ts';
import type { Storage } from '../../storage/index.ts';
import type { SeedCover } from '../data/content-pages.ts';

/** A fixed date in the keys keeps them stable across runs (the key pattern needs one). */
const COVER_DATE = new Date('2025-01-01T00:00:00Z');
const WIDTH = 1200;
const HEIGHT = 630;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A coach in its livery on a road under a winter sky, with the article's caption: the size sites share. */
function coverSvg(cover: SeedCover) {
  const windows = Array.from(
    { length: 8 },
    (_, index) => `<rect x="${270 + index * 90}" y="260" width="76" height="92" rx="8" fill="#22384a"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8dc"/><stop offset="1" stop-color="#eef3f7"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <path d="M0 430 Q240 360 520 420 T1200 400 V500 H0 Z" fill="#f7f9fb"/>
  <rect y="490" width="${WIDTH}" height="140" fill="#4a5058"/>
  <path d="M180 250 Q180 230 205 230 H1030 Q1075 230 1085 275 L1100 500 Q1100 520 1075 520 H200 Q180 520 180 500 Z" fill="${cover.colour}"/>
  ${windows}
  <rect x="190" y="395" width="880" height="10" fill="#ffffff" opacity="0.7"/>
  <circle cx="330" cy="520" r="46" fill="#1b1b1b"/><circle cx="950" cy="520" r="46" fill="#1b1b1b"/>
  <text x="60" y="100" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="bold" fill="#1f3b5a">${escapeXml(cover.caption)}</text>
</svg>`;
}

/**
 * Draws a seeded item's cover, stores it (and its thumbnail) under a `content` upload key, and records the key as
 * accepted by the item, as if its author had uploaded it: the item saves again with it like any other.
 */
export async function storeCover(
  db: Database,
  storage: Storage,
  cover: SeedCover,
  owner: { userId: string; itemId: string },
) {
  const name = createHash('sha256').update(cover.caption).digest('hex').slice(0, 32);
  const key = uploadKeyFor('content', COVER_DATE, name, 'image/jpeg');
  const image = sharp(Buffer.from(coverSvg(cover)));
  const [bytes, thumbnail] = await Promise.all([
    image.clone().jpeg({ quality: 85 }).toBuffer(),
    thumbnailOf(image.clone()),
  ]);
  await storage.put(key, bytes, 'image/jpeg');
  await storage.put(thumbnailKeyOf(key), thumbnail, THUMBNAIL_CONTENT_TYPE);
  const now = new Date();
  await db
    .insert(uploadKeys)
    .values({
      key,
      ownerId: owner.userId,
      namespace: 'content',
      contentType: 'image/jpeg',
      maxBytes: bytes.length,
      issuedAt: now,
      expiresAt: now,
      status: 'accepted',
      acceptedByEntity: `content:${owner.itemId}`,
      acceptedAt: now,
      thumbnailKey: thumbnailKeyOf(key),
      width: WIDTH,
      height: HEIGHT,
    })
    .onConflictDoNothing();
  return key;
}
