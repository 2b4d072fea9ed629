/** Each page of a set's bytes; an entry never straddles two. */
const PAGE_BITS = 20;
const PAGE_SIZE = 1 << PAGE_BITS;
const IN_PAGE = PAGE_SIZE - 1;

/**
 * The stock numbers a run has seen, exactly, in little memory: each number's UTF-8 bytes once behind a 2-byte
 * length, in pages of 1 MB, found through an open-addressing table of those entries' offsets. A million
 * 13-character numbers take about 24 MB here (15 for the bytes, 8 for the table); as a `Set` of strings about
 * 70 MB, more when the strings are slices that keep the parser's chunks alive (bench/RESULTS.md, issue 28). The
 * bytes are paged rather than one buffer doubled and copied, so growing leaves no old buffer behind for the
 * collector (a doubled buffer's peak was twice its size); the table holds nothing but offsets, as a hash is cheap
 * to compute again when it grows. A million-row dry run's peak is what issue 28's memory target measures.
 */
export class StockNumberSet {
  private readonly pages: Uint8Array[] = [];
  private used = 0;
  /** 0 is empty, n + 1 names the entry whose length starts at offset n. Kept at most half full. */
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
    const page = this.pages[entry >>> PAGE_BITS]!;
    const at = entry & IN_PAGE;
    return page[at]! + page[at + 1]! * 256;
  }

  private sameBytes(entry: number, length: number) {
    if (this.lengthAt(entry) !== length) return false;
    const page = this.pages[entry >>> PAGE_BITS]!;
    const start = (entry & IN_PAGE) + 2;
    for (let index = 0; index < length; index++)
      if (page[start + index] !== this.scratch[index]) return false;
    return true;
  }

  /** Writes the scratch's first `length` bytes behind their length; answers where the entry starts. */
  private append(length: number) {
    // An entry that would cross the page's end starts the next page (at most 65,537 bytes: never over a page).
    if ((this.used & IN_PAGE) + length + 2 > PAGE_SIZE) this.used = (this.used | IN_PAGE) + 1;
    const pageIndex = this.used >>> PAGE_BITS;
    const page = (this.pages[pageIndex] ??= new Uint8Array(this.firstPageFits(length)));
    const at = this.used & IN_PAGE;
    if (at + length + 2 > page.length) {
      // The first page starts small and doubles up to a full page, so a small feed's set stays small.
      const grown = new Uint8Array(Math.min(PAGE_SIZE, Math.max(page.length * 2, at + length + 2)));
      grown.set(page.subarray(0, at));
      this.pages[pageIndex] = grown;
      return this.write(grown, at, length);
    }
    return this.write(page, at, length);
  }

  private firstPageFits(length: number) {
    return this.pages.length === 0 ? Math.max(1 << 16, length + 2) : PAGE_SIZE;
  }

  private write(page: Uint8Array, at: number, length: number) {
    const entry = this.used;
    page[at] = length & 0xff;
    page[at + 1] = length >> 8;
    page.set(this.scratch.subarray(0, length), at + 2);
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
      const page = this.pages[entry >>> PAGE_BITS]!;
      let slot = hashOf(page, (entry & IN_PAGE) + 2, this.lengthAt(entry)) & mask;
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
