/**
 * Which quarter of `values` `value` stands in, 1 the best (highest) and 4 the weakest: the share of the others
 * above it decides. An ad that cannot be measured (null, e.g. no views for leads per view) has no quartile.
 */
export function quartileOf(value: number | null, values: readonly (number | null)[]): number | null {
  if (value === null) return null;
  const measured = values.filter((other): other is number => other !== null);
  if (measured.length === 0) return null;
  const above = measured.filter((other) => other > value).length;
  return Math.min(4, Math.floor((above / measured.length) * 4) + 1);
}
