import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readJpegHeader } from '../src/modules/uploads/jpeg-header.ts';
import { checkImage } from '../src/modules/uploads/image-check.ts';

// A JPEG's header read in JS (the upload check's, instead of a call to libvips) must say what libvips says.

const jpeg = (width: number, height: number, colourspace?: 'b-w' | 'cmyk') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
  return (colourspace ? image.toColourspace(colourspace) : image).jpeg().toBuffer();
};

/** `bytes` with an EXIF block saying `orientation` put after the start marker, in either byte order. */
function withOrientation(bytes: Buffer, orientation: number, order: 'II' | 'MM') {
  const tiff = Buffer.alloc(26);
  const little = order === 'II';
  tiff.write(order, 0, 'latin1');
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  u16(42, 2);
  u32(8, 4);
  u16(1, 8); // one entry: the orientation, a SHORT
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  const block = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(block.length + 2, 2);
  return Buffer.concat([bytes.subarray(0, 2), marker, block, bytes.subarray(2)]);
}

describe("a JPEG's header read in JS", () => {
  it('tells its size, components and EXIF orientation as libvips does', async () => {
    const photos = [
      await jpeg(400, 300),
      await jpeg(1601, 1203),
      await jpeg(64, 48, 'b-w'),
      await jpeg(64, 48, 'cmyk'),
      await sharp(await jpeg(500, 200))
        .jpeg({ progressive: true })
        .toBuffer(),
    ];
    for (let orientation = 1; orientation <= 8; orientation++)
      for (const order of ['II', 'MM'] as const)
        photos.push(withOrientation(await jpeg(320, 200), orientation, order));
    for (const bytes of photos) {
      const header = readJpegHeader(bytes);
      const metadata = await sharp(bytes).metadata();
      expect(header).toMatchObject({
        width: metadata.width,
        height: metadata.height,
        components: metadata.channels,
        orientation: metadata.orientation ?? 1,
      });
    }
  });

  it('notices a colour profile, and answers nothing for bytes that are not JPEG markers', async () => {
    const profiled = await sharp(await jpeg(64, 48))
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect(readJpegHeader(profiled)?.colourManaged).toBe(true);
    expect(readJpegHeader(await jpeg(64, 48))?.colourManaged).toBe(false);
    const whole = await jpeg(64, 48);
    expect(readJpegHeader(whole.subarray(0, 40))).toBeNull();
    expect(readJpegHeader(await sharp(whole).png().toBuffer())).toBeNull();
  });
});

describe("a small JPEG's thumbnail", () => {
  it('is its own bytes when upright, within 480 px and without a profile; made anew otherwise', async () => {
    const MAX_PIXELS = 40_000_000;
    const small = await jpeg(400, 300);
    expect((await checkImage(small, 'image/jpeg', MAX_PIXELS)).thumbnail.equals(small)).toBe(true);
    const turned = await checkImage(withOrientation(small, 6, 'MM'), 'image/jpeg', MAX_PIXELS);
    expect([turned.width, turned.height]).toEqual([300, 400]);
    const turnedThumbnail = await sharp(turned.thumbnail).metadata();
    expect([turnedThumbnail.width, turnedThumbnail.height, turnedThumbnail.orientation]).toEqual([
      300,
      400,
      undefined,
    ]);
    const profiled = await sharp(small).withIccProfile('p3').jpeg().toBuffer();
    expect((await checkImage(profiled, 'image/jpeg', MAX_PIXELS)).thumbnail.equals(profiled)).toBe(false);
    const larger = await checkImage(await jpeg(640, 480), 'image/jpeg', MAX_PIXELS);
    const largerThumbnail = await sharp(larger.thumbnail).metadata();
    expect([largerThumbnail.width, largerThumbnail.height]).toEqual([480, 360]);
  });
});
