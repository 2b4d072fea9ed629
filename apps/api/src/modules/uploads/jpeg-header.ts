/**
 * What a JPEG's header says, read in JS from its markers: its size, its colour components, its EXIF orientation
 * and whether it carries a colour profile. The upload check reads it instead of asking sharp for the header (a
 * call to libvips' threads that cost a feed photo as much as a small decode: bench/RESULTS.md, issue 28). Answers
 * null whenever the markers are not plainly one frame with at most one EXIF block; the caller then asks libvips.
 * It never decides whether the bytes are an image: the decode does.
 */
export interface JpegHeader {
  width: number;
  height: number;
  /** 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK). */
  components: number;
  /** Bits a sample. */
  precision: number;
  /** EXIF orientation, 1 (upright, also when there is none) to 8. */
  orientation: number;
  /** An ICC colour profile (APP2) or an Adobe colour transform (APP14) is present. */
  colourManaged: boolean;
}

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman or arithmetic), not DHT/JPG/DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const START_OF_SCAN = 0xda;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

export function readJpegHeader(bytes: Buffer): JpegHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let frame: Pick<JpegHeader, 'width' | 'height' | 'components' | 'precision'> | null = null;
  let orientation: number | null = null;
  let exifBlocks = 0;
  let colourManaged = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker, and the markers that have no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const start = at + 4;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (frame || length < 8) return null;
      frame = {
        precision: bytes[start]!,
        height: bytes.readUInt16BE(start + 1),
        width: bytes.readUInt16BE(start + 3),
        components: bytes[start + 5]!,
      };
    } else if (marker === APP1 && bytes.toString('latin1', start, Math.min(end, start + 6)) === 'Exif\0\0') {
      exifBlocks += 1;
      orientation = exifOrientation(bytes.subarray(start + 6, end));
    } else if (marker === APP2 || marker === APP14) colourManaged = true;
    else if (marker === START_OF_SCAN) break;
    at = end;
  }
  if (!frame || frame.width === 0 || frame.height === 0 || exifBlocks > 1) return null;
  return { ...frame, orientation: orientation ?? 1, colourManaged };
}

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation tag of IFD0 in a TIFF block (1 when absent or out of range, as libvips reads it). */
function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let entry = 0; entry < entries; entry++) {
    const offset = ifd + 2 + entry * 12;
    if (offset + 12 > tiff.length) return 1;
    if (u16(offset) !== ORIENTATION_TAG) continue;
    if (u16(offset + 2) !== SHORT) return 1;
    const value = u16(offset + 8);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}
