import { describe, expect, it } from 'vitest';
import { countTicks, labelledPoints } from './scale';

describe('countTicks', () => {
  it('marks a count axis in whole steps of 1, 2 or 5 times a power of ten, from 0 past the highest value', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(countTicks(20_000)).toEqual([0, 5000, 10_000, 15_000, 20_000]);
  });

  it('never marks a fraction, however small the values', () => {
    expect(countTicks(0.4)).toEqual([0, 1]);
  });
});

describe('labelledPoints', () => {
  it('names every point when all fit, and otherwise every so many counted back from the newest', () => {
    expect(labelledPoints(5, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledPoints(5, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledPoints(30, 6)).toEqual([5, 11, 17, 23, 29]);
    expect(labelledPoints(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(labelledPoints(30, 1)).toEqual([29]);
    expect(labelledPoints(1, 3)).toEqual([0]);
    expect(labelledPoints(0, 3)).toEqual([]);
  });
});
