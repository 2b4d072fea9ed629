/**
 * Which quarter of `values` `value` stands in, 1 the best (highest) and 4 the weakest, by its middle rank: the
 * others above it, and half of those equal to it (`values` includes the ad itself). So an ad level with every
 * other is in the middle, never "in the top quarter" of ads that all scored nothing. An ad that cannot be
 * measured (null, e.g. no views for leads per view) has no quartile.
 */
export function quartileOf(value: number | null, values: readonly (number | null)[]): number | null {
  if (value === null) return null;
  const measured = values.filter((other): other is number => other !== null);
  if (measured.length === 0) return null;
  const above = measured.filter((other) => other > value).length;
  const level = measured.filter((other) => other === value).length - 1;
  return Math.min(4, Math.floor(((above + level / 2) / measured.length) * 4) + 1);
}
