import sharp, { type Sharp } from 'sharp';
import type { UploadContentType } from '@coachyard/contract';
import { fingerprintDecoded, SHARPNESS_SIDE } from '../../lib/photo-hash.ts';
import { readJpegHeader, type JpegHeader } from './jpeg-header.ts';

/** Why stored bytes are not an acceptable image, as a message key. */
export class ImageRejected extends Error {
  constructor(readonly messageKey: 'upload.not_an_image' | 'upload.too_many_pixels') {
    super(messageKey);
  }
}

// libvips' operation cache (sharp's default: the last 100 operations) only pays when the same image is processed
// again; every photo here is new, so it held the last hundred photos' buffers for the rest of the process's life,
// a dry run after an import included (bench/RESULTS.md, issue 28, 2026-12-05).
sharp.cache(false);
// One libvips thread an image: a feed's photos are many small images checked side by side, and splitting each over
// threads cost more in hand-offs than it saved (bench/RESULTS.md, issue 28: 2.5 → 1.9 ms of CPU a photo). A
// user's own 12-megapixel photo still shrinks on load.
sharp.concurrency(1);

const SIGNATURES: Record<UploadContentType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const SHARP_FORMAT: Record<UploadContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

const startsWith = (bytes: Buffer, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The first bytes decide what a file is, never its name: an SVG or HTML page called .png is refused. */
export const hasSignatureOf = (bytes: Buffer, type: UploadContentType) => startsWith(bytes, SIGNATURES[type]);

export const THUMBNAIL_SIZE = 480;

/**
 * Every thumbnail is a JPEG: half the webp encoder's CPU (bench/RESULTS.md, issue 28: a feed brings 50,000 photos),
 * for a file about 13 % larger.
 */
export const THUMBNAIL_CONTENT_TYPE = 'image/jpeg';

/** The thumbnail of `image`: within 480 px, on white where it is transparent (JPEG has no transparency). */
export const thumbnailOf = (image: Sharp) =>
  image
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * The header's verdict, nothing decoded: `bytes` begin as an image of `type` declaring at most `maxPixels` (a tiny
 * file declaring 20000×20000 pixels, a pixel flood, is refused here). A feed's dry run reads it from a photo's
 * first bytes. Answers the header's metadata.
 */
export async function checkImageHeader(bytes: Buffer, type: UploadContentType, maxPixels: number) {
  if (!hasSignatureOf(bytes, type)) throw new ImageRejected('upload.not_an_image');
  // Safe to read without a pixel limit, and it tells us the dimensions to judge.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejected('upload.not_an_image');
    });
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height) {
    throw new ImageRejected('upload.not_an_image');
  }
  if (metadata.width * metadata.height > maxPixels) throw new ImageRejected('upload.too_many_pixels');
  return metadata;
}

/** sharp's refusal of an image whose header declares more pixels than `limitInputPixels`, before decoding it. */
const PIXEL_LIMIT_REFUSAL = 'Input image exceeds pixel limit';

/**
 * Checks that `bytes` are a real image of `type` no larger than `maxPixels`, and makes its JPEG thumbnail. The same
 * verdicts as `checkImageHeader` without a call of its own: the signature decides which loader libvips takes (the
 * one of `type`), the decode's header read refuses more than `limitInputPixels` before decoding a pixel, then the
 * decode proves the data is whole. Answers the photo's fingerprint too: its perceptual hash and sharpness.
 */
export async function checkImage(bytes: Buffer, type: UploadContentType, maxPixels: number) {
  if (!hasSignatureOf(bytes, type)) throw new ImageRejected('upload.not_an_image');

  // One decode at about the fingerprint's size (JPEG shrinks on load, so a 12-megapixel photo costs a fraction of
  // its full decode; every byte is still read, so a truncated file fails here): the thumbnail and the photo's
  // fingerprint (issue 27) are both made from these pixels.
  const decoded = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: SHARPNESS_SIDE, height: SHARPNESS_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new ImageRejected(
        error.message.includes(PIXEL_LIMIT_REFUSAL) ? 'upload.too_many_pixels' : 'upload.not_an_image',
      );
    });
  const raw = {
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels as 3 | 4,
  };
  const header = type === 'image/jpeg' ? readJpegHeader(bytes) : null;
  // Width and height as the image is shown, after its EXIF orientation: the decoded pixels' own when the decode
  // did not shrink them (a feed's photo often), else the header's, read in JS or (a PNG, an unusual JPEG) by
  // sharp, a second call to its threads.
  const shown =
    Math.max(raw.width, raw.height) < SHARPNESS_SIDE
      ? raw
      : (shownFromHeader(header, raw) ?? (await shownSize(bytes, type, maxPixels)));
  // The fingerprint is arithmetic on these pixels; the thumbnail is made from them too, unless the photo is one.
  const thumbnail = keepsOwnBytes(bytes, header, raw)
    ? bytes
    : await thumbnailOf(sharp(decoded.data, { raw }));
  const fingerprint = fingerprintDecoded(decoded, shown);

  return {
    width: shown.width,
    height: shown.height,
    thumbnail,
    photoHash: fingerprint.hash,
    sharpness: fingerprint.sharpness,
  };
}

/**
 * A JPEG's largest file kept as its own thumbnail: a 480 px photo at a camera's quality is about this, and a larger
 * file (a high quality, a long EXIF block) is made smaller by re-encoding.
 */
const KEPT_THUMBNAIL_MAX_BYTES = 100_000;

/**
 * Whether a JPEG already is its thumbnail: within 480 px, upright without its EXIF turning it, grey or colour with
 * no colour profile to convert, 8 bits, and small: its bytes serve as the thumbnail, with no re-encoding (a feed's
 * photos often are such; bench/RESULTS.md, issue 28). The decode, upright, must have found the header's size.
 */
function keepsOwnBytes(bytes: Buffer, header: JpegHeader | null, decoded: { width: number; height: number }) {
  return (
    header !== null &&
    header.width <= THUMBNAIL_SIZE &&
    header.height <= THUMBNAIL_SIZE &&
    header.width === decoded.width &&
    header.height === decoded.height &&
    header.orientation === 1 &&
    (header.components === 1 || header.components === 3) &&
    header.precision === 8 &&
    !header.colourManaged &&
    bytes.length <= KEPT_THUMBNAIL_MAX_BYTES
  );
}

/**
 * A shrunk JPEG's size as shown, from its header read in JS: the header's width and height, turned when the
 * decode (upright) came out turned against them. Null when the decode's pixels cannot tell (square after
 * rounding) or do not match the header's proportions: sharp reads the header then.
 */
function shownFromHeader(header: JpegHeader | null, decoded: { width: number; height: number }) {
  if (!header) return null;
  const { width, height } = header;
  if (width === height) return { width, height };
  if (decoded.width === decoded.height) return null;
  const turned = decoded.width > decoded.height !== width > height;
  const shown = turned ? { width: height, height: width } : { width, height };
  // The decode's size is the shown size shrunk to fit SHARPNESS_SIDE: a header read wrongly would not match it.
  const scale = SHARPNESS_SIDE / Math.max(shown.width, shown.height);
  const fits =
    Math.abs(shown.width * scale - decoded.width) <= 1 &&
    Math.abs(shown.height * scale - decoded.height) <= 1;
  return fits ? shown : null;
}

/** The size of an image the decode shrank, as shown after its EXIF orientation, from its header. */
async function shownSize(bytes: Buffer, type: UploadContentType, maxPixels: number) {
  const metadata = await checkImageHeader(bytes, type, maxPixels);
  const shown = metadata.autoOrient ?? metadata;
  return { width: shown.width, height: shown.height };
}
