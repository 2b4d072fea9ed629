import { describe, expect, it } from 'vitest';
import { StockNumberSet } from '../src/modules/feeds/stock-number-set.ts';

describe('the stock numbers a run has seen', () => {
  it('answers exactly whether a number was seen, through every growth of its buffers', () => {
    const seen = new StockNumberSet();
    const numbers = Array.from({ length: 50_000 }, (_, index) => `STK-${index.toString(36)}`);
    for (const number of numbers) expect(seen.add(number)).toBe(true);
    expect(seen.size).toBe(numbers.length);
    for (const number of numbers) expect(seen.add(number)).toBe(false);
    expect(seen.size).toBe(numbers.length);
    expect(numbers.every((number) => seen.has(number))).toBe(true);
    // Prefixes and extensions of seen numbers are other numbers.
    expect(seen.has('STK-')).toBe(false);
    expect(seen.has('STK-00')).toBe(false);
    expect(seen.has(`${numbers.at(-1)}0`)).toBe(false);
  });

  it('keeps numbers exact across its pages of bytes, long numbers among them', () => {
    const seen = new StockNumberSet();
    // ~2.6 MB of entries: three pages of 1 MB, entries of 12–14 bytes and now and then one of 20,000.
    const numbers = Array.from({ length: 200_000 }, (_, index) =>
      index % 40_000 === 39_999
        ? `LONG-${index}-`.padEnd(20_000, 'x')
        : `VIN-${index.toString(16).padStart(8, '0')}`,
    );
    for (const number of numbers) expect(seen.add(number)).toBe(true);
    for (const number of numbers) expect(seen.add(number)).toBe(false);
    expect(seen.size).toBe(numbers.length);
    expect(seen.has(`${numbers[79_999]!.slice(0, -1)}y`)).toBe(false);
    expect(seen.has('VIN-00030d40')).toBe(false);
  });

  it('tells apart numbers in any script, long ones included', () => {
    const seen = new StockNumberSet();
    const long = 'Ж'.repeat(64);
    for (const number of ['Köln-7', 'Koln-7', 'İST/01', 'ist/01', 'حافلة-9', long]) seen.add(number);
    expect(seen.size).toBe(6);
    expect(seen.has('Köln-7')).toBe(true);
    expect(seen.has('Kӧln-7')).toBe(false);
    expect(seen.has(long)).toBe(true);
    expect(seen.has(long.slice(1))).toBe(false);
    expect(seen.add('حافلة-9')).toBe(false);
  });
});
