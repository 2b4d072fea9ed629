import { describe, expect, it } from 'vitest';
import { quartileOf } from './quartile.ts';

describe('an ad’s quartile among similar ads', () => {
  const others = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  it('is 1 for the best, 4 for the weakest, by the share of ads above it', () => {
    expect(quartileOf(12, others)).toBe(1);
    expect(quartileOf(9, others)).toBe(2);
    expect(quartileOf(5, others)).toBe(3);
    expect(quartileOf(1, others)).toBe(4);
  });
  it('puts an ad level with every other in the middle, not at the top', () => {
    expect([2, 3]).toContain(quartileOf(0, Array(12).fill(0)));
  });
  it('has none for an ad that cannot be measured', () => {
    expect(quartileOf(null, others)).toBeNull();
    expect(quartileOf(3, [null, null])).toBeNull();
  });
});
