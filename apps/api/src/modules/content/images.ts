import { and, inArray, like } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language, RichTextNode } from '@coachyard/contract';
import { uploadKeys } from '../../db/schema/index.ts';
import { acceptUpload } from '../uploads/index.ts';
import type { ContentInput } from './writes.ts';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

/** The upload key of every image in a document. */
function imageKeysIn(node: RichTextNode | undefined, keys: Set<string>) {
  if (!node) return keys;
  if (node.type === 'image' && typeof node.attrs?.src === 'string') keys.add(node.attrs.src);
  for (const child of node.content ?? []) imageKeysIn(child, keys);
  return keys;
}

/** Each image of a write, with the field a refusal names: the cover, or the text it sits in. */
function imagesOf(input: ContentInput) {
  const images = new Map<string, string>();
  if (input.cover_key) images.set(input.cover_key, 'cover_key');
  for (const [language, translation] of Object.entries(input.translations) as [
    Language,
    { body: RichTextNode },
  ][])
    for (const key of imageKeysIn(translation.body, new Set()))
      if (!images.has(key)) images.set(key, `translations.${language}.body`);
  return images;
}

/**
 * Before an item is saved, every image it shows must be a checked upload (DESIGN §3): one another content item
 * already shows passes (it was checked then, and an image may serve several articles); any other goes through the
 * uploads module now — issued to the caller for `content`, really a JPEG or PNG within the limits — and is then the
 * item's. The contract's allowlist already refused anything that is not a content upload key.
 */
export async function acceptContentImages(
  app: App,
  request: FastifyRequest,
  itemId: string,
  input: ContentInput,
) {
  const images = imagesOf(input);
  if (images.size === 0) return;
  const shown = await app.db
    .select({ key: uploadKeys.key })
    .from(uploadKeys)
    .where(and(inArray(uploadKeys.key, [...images.keys()]), like(uploadKeys.acceptedByEntity, 'content:%')));
  const known = new Set(shown.map((row) => row.key));
  for (const [key, field] of images) {
    if (known.has(key)) continue;
    await acceptUpload(app, request, key, { namespace: 'content', field, entity: `content:${itemId}` });
  }
}
