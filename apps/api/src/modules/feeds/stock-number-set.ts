/**
 * The stock numbers a run has seen, exactly, in little memory: each number's UTF-8 bytes once in one growing
 * buffer behind a 2-byte length, found through an open-addressing table of those entries' offsets. A million
 * 13-character numbers take about 24 MB here (16 for the bytes, 8 for the table); as a `Set` of strings about
 * 70 MB, more when the strings are slices that keep the parser's chunks alive (bench/RESULTS.md, issue 28). The
 * table holds nothing else: a hash is cheap to compute again when the table grows, and a million-row dry run's
 * peak is what issue 28's memory target measures.
 */
export class StockNumberSet {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  /** 0 is empty, n + 1 names the entry whose length starts at bytes[n]. Kept at most half full. */
  private slots = new Int32Array(1 << 11);
  private scratch = new Uint8Array(1 << 10);
  private readonly encoder = new TextEncoder();
  size = 0;

  /** Adds the number; answers false when it was already there. */
  add(value: string): boolean {
    const length = this.encode(value);
    const slot = this.find(hashOf(this.scratch, 0, length), length);
    if (this.slots[slot] !== 0) return false;
    this.slots[slot] = this.append(length) + 1;
    this.size += 1;
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    return true;
  }

  has(value: string): boolean {
    const length = this.encode(value);
    return this.slots[this.find(hashOf(this.scratch, 0, length), length)] !== 0;
  }

  /** The value's bytes into the scratch buffer (grown to fit); answers their length. */
  private encode(value: string) {
    if (value.length * 3 > this.scratch.length) this.scratch = new Uint8Array(value.length * 3);
    const { written } = this.encoder.encodeInto(value, this.scratch);
    if (written > 0xffff) throw new RangeError('a stock number longer than 65535 bytes');
    return written;
  }

  /** The slot holding the scratch's value, or the empty slot where it would go. */
  private find(hash: number, length: number) {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry < 0 || this.sameBytes(entry, length)) return slot;
    }
  }

  private lengthAt(entry: number) {
    return this.bytes[entry]! + this.bytes[entry + 1]! * 256;
  }

  private sameBytes(entry: number, length: number) {
    if (this.lengthAt(entry) !== length) return false;
    for (let index = 0; index < length; index++)
      if (this.bytes[entry + 2 + index] !== this.scratch[index]) return false;
    return true;
  }

  /** Writes the scratch's first `length` bytes behind their length; answers where the entry starts. */
  private append(length: number) {
    if (this.used + length + 2 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + length + 2));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    const entry = this.used;
    this.bytes[entry] = length & 0xff;
    this.bytes[entry + 1] = length >> 8;
    this.bytes.set(this.scratch.subarray(0, length), entry + 2);
    this.used += length + 2;
    return entry;
  }

  private rehash(slotCount: number) {
    const old = this.slots;
    this.slots = new Int32Array(slotCount);
    const mask = slotCount - 1;
    for (const named of old) {
      if (named === 0) continue;
      const entry = named - 1;
      let slot = hashOf(this.bytes, entry + 2, this.lengthAt(entry)) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = named;
    }
  }
}

/** FNV-1a of `length` bytes from `start`. */
function hashOf(bytes: Uint8Array, start: number, length: number) {
  let hash = 0x811c9dc5;
  for (let index = start; index < start + length; index++) hash = Math.imul(hash ^ bytes[index]!, 0x01000193);
  return hash >>> 0;
}
