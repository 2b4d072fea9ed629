/**
 * The stock numbers a run has seen, exactly, in little memory: each number's UTF-8 bytes once in one growing
 * buffer, found through an open-addressing table of entry numbers. A million 13-character numbers take about
 * 30 MB here; as a `Set` of strings about 70 MB, more when the strings are slices that keep the parser's chunks
 * alive (bench/RESULTS.md, issue 28).
 */
export class StockNumberSet {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  /** Entry n's bytes start at starts[n], with a 2-byte length before them; hashes[n] is its hash. */
  private starts = new Uint32Array(1 << 10);
  private hashes = new Uint32Array(1 << 10);
  /** 0 is empty, n + 1 names entry n. Kept at most half full. */
  private slots = new Int32Array(1 << 11);
  private scratch = new Uint8Array(1 << 10);
  private readonly encoder = new TextEncoder();
  size = 0;

  /** Adds the number; answers false when it was already there. */
  add(value: string): boolean {
    const length = this.encode(value);
    const hash = this.hashOf(length);
    const slot = this.find(hash, length);
    if (this.slots[slot] !== 0) return false;
    this.append(length, hash);
    this.slots[slot] = this.size;
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    return true;
  }

  has(value: string): boolean {
    const length = this.encode(value);
    return this.slots[this.find(this.hashOf(length), length)] !== 0;
  }

  /** The value's bytes into the scratch buffer (grown to fit); answers their length. */
  private encode(value: string) {
    if (value.length * 3 > this.scratch.length) this.scratch = new Uint8Array(value.length * 3);
    const { written } = this.encoder.encodeInto(value, this.scratch);
    if (written > 0xffff) throw new RangeError('a stock number longer than 65535 bytes');
    return written;
  }

  /** FNV-1a of the scratch buffer's first `length` bytes. */
  private hashOf(length: number) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < length; index++) hash = Math.imul(hash ^ this.scratch[index]!, 0x01000193);
    return hash >>> 0;
  }

  /** The slot holding the scratch's value, or the empty slot where it would go. */
  private find(hash: number, length: number) {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry < 0) return slot;
      if (this.hashes[entry] === hash && this.sameBytes(this.starts[entry]!, length)) return slot;
    }
  }

  private sameBytes(start: number, length: number) {
    if (this.bytes[start - 2]! + this.bytes[start - 1]! * 256 !== length) return false;
    for (let index = 0; index < length; index++)
      if (this.bytes[start + index] !== this.scratch[index]) return false;
    return true;
  }

  private append(length: number, hash: number) {
    if (this.used + length + 2 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + length + 2));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.bytes[this.used] = length & 0xff;
    this.bytes[this.used + 1] = length >> 8;
    this.bytes.set(this.scratch.subarray(0, length), this.used + 2);
    if (this.size === this.starts.length) {
      this.starts = grownCopy(this.starts);
      this.hashes = grownCopy(this.hashes);
    }
    this.starts[this.size] = this.used + 2;
    this.hashes[this.size] = hash;
    this.used += length + 2;
    this.size += 1;
  }

  private rehash(slotCount: number) {
    this.slots = new Int32Array(slotCount);
    const mask = slotCount - 1;
    for (let entry = 0; entry < this.size; entry++) {
      let slot = this.hashes[entry]! & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry + 1;
    }
  }
}

const grownCopy = (array: Uint32Array) => {
  const grown = new Uint32Array(array.length * 2);
  grown.set(array);
  return grown;
};
