import { z } from 'zod';

/**
 * Signed direct uploads (SPEC §3 Upload item, §5 Images, §7 Uploads; DESIGN §3): the shapes of the
 * signature call, the layout of storage keys, and how a stored image path becomes a URL.
 */

/** Where images may be uploaded to; the first path segment after `images/original/`. */
export const UPLOAD_NAMESPACES = ['user', 'advertisements', 'media', 'content', 'feed'] as const;
export type UploadNamespace = (typeof UPLOAD_NAMESPACES)[number];
/** The namespaces of images; `feed` takes a dealer's stock file instead (issue 28). */
const IMAGE_NAMESPACES = ['user', 'advertisements', 'media', 'content'] as const;

/** A dealer's stock file (issue 28): CSV, XML or JSON (an array of objects, or one object per line). */
export const FEED_FILE_CONTENT_TYPES = ['text/csv', 'application/xml', 'application/json'] as const;
export type FeedFileContentType = (typeof FEED_FILE_CONTENT_TYPES)[number];
const FEED_TYPE_OF_EXTENSION: Record<string, FeedFileContentType> = {
  csv: 'text/csv',
  xml: 'application/xml',
  json: 'application/json',
  jsonl: 'application/json',
};
const FEED_EXTENSION_OF_TYPE: Record<FeedFileContentType, string> = {
  'text/csv': 'csv',
  'application/xml': 'xml',
  'application/json': 'json',
};
/** `text/xml` and `application/x-ndjson` say the same as the types we keep. */
const FEED_TYPE_ALIASES: Record<string, FeedFileContentType> = {
  'text/xml': 'application/xml',
  'application/x-ndjson': 'application/json',
  'application/jsonl': 'application/json',
};
export function normalizeFeedContentType(value: string): FeedFileContentType | null {
  const type = value.split(';')[0]!.trim().toLowerCase();
  if (FEED_TYPE_ALIASES[type]) return FEED_TYPE_ALIASES[type];
  return (FEED_FILE_CONTENT_TYPES as readonly string[]).includes(type) ? (type as FeedFileContentType) : null;
}

/** Only JPEG and PNG (SPEC §5 Images), checked by extension and by content type alike. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Defaults of the server's UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS. */
export const UPLOAD_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_DEFAULT_MAX_PIXELS = 40_000_000;

const EXTENSION_OF_TYPE: Record<UploadContentType, 'jpg' | 'png'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const TYPE_OF_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** `image/jpeg` or `image/png` for what a client declared; profile uploads say `image/jpg` (SPEC §5). */
export function normalizeImageContentType(value: string): UploadContentType | null {
  const type = value.trim().toLowerCase();
  if (type === 'image/jpg') return 'image/jpeg';
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type) ? (type as UploadContentType) : null;
}

/** The lower-cased extension of a file name, or '' when it has none. */
export const extensionOf = (filename: string) => {
  const match = /\.([^./\\]+)$/.exec(filename.trim());
  return match ? match[1].toLowerCase() : '';
};

/** The type a file name announces for a namespace's uploads, or null when the namespace does not take it. */
const typeOfFilenameFor = (namespace: UploadNamespace, filename: string): string | null =>
  namespace === 'feed'
    ? (FEED_TYPE_OF_EXTENSION[extensionOf(filename)] ?? null)
    : contentTypeOfFilename(filename);
const normalizeTypeFor = (namespace: UploadNamespace, type: string): string | null =>
  namespace === 'feed' ? normalizeFeedContentType(type) : normalizeImageContentType(type);

/** The image type a file name announces by its extension, or null when it is not an allowed image. */
export const contentTypeOfFilename = (filename: string): UploadContentType | null =>
  TYPE_OF_EXTENSION[extensionOf(filename)] ?? null;

/** Extension of the stored object for an image type: keys end in `.jpg` or `.png`. */
export const extensionOfContentType = (type: UploadContentType) => EXTENSION_OF_TYPE[type];

const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'common.required' : key;

/**
 * POST /api/uploads/signature. Error messages are message keys. The size limit is the server's
 * UPLOAD_MAX_BYTES; the web uses the default one.
 */
export const makeUploadSignatureRequestSchema = (maxBytes: number = UPLOAD_DEFAULT_MAX_BYTES) =>
  z
    .strictObject({
      namespace: z.enum(UPLOAD_NAMESPACES, { error: requiredOr('upload.namespace_invalid') }),
      filename: z
        .string({ error: requiredOr('common.invalid') })
        .trim()
        .min(1, 'common.required')
        .max(255, 'common.too_long'),
      content_type: z.string({ error: requiredOr('upload.type_not_allowed') }).max(100, 'common.too_long'),
      size: z
        .number({ error: requiredOr('common.invalid') })
        .int('common.invalid')
        .min(1, 'upload.empty')
        .max(maxBytes, 'upload.too_large'),
    })
    .superRefine((body, context) => {
      const byName = typeOfFilenameFor(body.namespace, body.filename);
      const declared = normalizeTypeFor(body.namespace, body.content_type);
      const notAllowed =
        body.namespace === 'feed' ? 'upload.feed_type_not_allowed' : 'upload.type_not_allowed';
      if (!byName) context.addIssue({ code: 'custom', path: ['filename'], message: notAllowed });
      if (!declared) context.addIssue({ code: 'custom', path: ['content_type'], message: notAllowed });
      // A photo.png declared as image/jpeg: one of the two is wrong.
      if (byName && declared && byName !== declared) {
        context.addIssue({ code: 'custom', path: ['content_type'], message: 'upload.type_mismatch' });
      }
    })
    .transform((body) => ({
      ...body,
      content_type: normalizeTypeFor(body.namespace, body.content_type) as
        UploadContentType | FeedFileContentType,
    }));
export const uploadSignatureRequestSchema = makeUploadSignatureRequestSchema();
export type UploadSignatureRequest = z.input<typeof uploadSignatureRequestSchema>;

/** Where and how the browser sends the bytes: a form POST (S3) or a PUT with headers (local driver). */
export const uploadTargetSchema = z.object({
  url: z.string(),
  method: z.enum(['POST', 'PUT']),
  /** Form fields to send before the file (field name `file`), in this order. */
  fields: z.record(z.string(), z.string()).optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

export const uploadSignatureSchema = z.object({
  upload: uploadTargetSchema,
  key: z.string(),
  public_url: z.string(),
  expires_at: z.string(),
});
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

/** An image an entity accepted: the key it stores and where the original and its thumbnail are served. */
export const acceptedImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AcceptedImage = z.infer<typeof acceptedImageSchema>;

/** GET /api/uploads/settings: what the web's uploader checks before signing, and the media base of SPEC §2. */
export const uploadSettingsSchema = z.object({
  media_base_url: z.string(),
  max_bytes: z.number().int(),
  max_pixels: z.number().int(),
  extensions: z.array(z.string()),
  content_types: z.array(z.string()),
  namespaces: z.array(z.enum(UPLOAD_NAMESPACES)),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

/**
 * `images/original/{namespace}/{YYYY-MM-DD}/{random}.{ext}` (SPEC §3), chosen by the server; a feed file is
 * `feeds/{YYYY-MM-DD}/{random}.{csv|xml|json}`, outside `images/`, so the media route never serves it.
 */
export const UPLOAD_KEY_PATTERN = new RegExp(
  `^images/original/(${IMAGE_NAMESPACES.join('|')})/(\\d{4}-\\d{2}-\\d{2})/([a-f0-9]{32})\\.(jpg|png)$`,
);
export const FEED_FILE_KEY_PATTERN = /^feeds\/(\d{4}-\d{2}-\d{2})\/([a-f0-9]{32})\.(csv|xml|json)$/;
export const isUploadKey = (value: unknown): value is string =>
  typeof value === 'string' && (UPLOAD_KEY_PATTERN.test(value) || FEED_FILE_KEY_PATTERN.test(value));

export function uploadKeyFor(
  namespace: UploadNamespace,
  date: Date,
  random: string,
  type: UploadContentType | FeedFileContentType,
) {
  const day = date.toISOString().slice(0, 10);
  if (namespace === 'feed')
    return `feeds/${day}/${random}.${FEED_EXTENSION_OF_TYPE[type as FeedFileContentType]}`;
  return `images/original/${namespace}/${day}/${random}.${EXTENSION_OF_TYPE[type as UploadContentType]}`;
}

/** The namespace an upload key was issued for, or null for anything that is not an upload key. */
export const namespaceOfUploadKey = (key: string): UploadNamespace | null =>
  FEED_FILE_KEY_PATTERN.test(key)
    ? 'feed'
    : ((UPLOAD_KEY_PATTERN.exec(key)?.[1] as UploadNamespace | undefined) ?? null);

/**
 * Where a new thumbnail of an original goes: `images/thumbs/{namespace}/{date}/{random}.jpg`, every thumbnail being
 * JPEG. One made before as webp kept its `.webp` key, recorded where it is shown (its upload, a gallery item), so
 * a thumbnail's key is read from there, and derived only when one is made.
 */
export const thumbnailKeyOf = (key: string) =>
  key.replace(/^images\/original\//, 'images/thumbs/').replace(/\.[a-z0-9]+$/i, '.jpg');

/**
 * SPEC §2 Image preview: a path without http is resolved against the media base; full URLs (and the
 * browser's own blob:/data: previews) are used as they are.
 */
export function resolveImageUrl(path: string | null | undefined, mediaBase: string): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || /^(blob|data):/i.test(path)) return path;
  return `${mediaBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
