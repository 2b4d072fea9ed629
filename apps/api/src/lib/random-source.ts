/** A small seeded random source, so demo data is the same on every machine. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of items) if ((roll -= weight) < 0) return value;
    return items.at(-1)![0];
  };
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    for (let count = Math.min(int(min, max), pool.length); count > 0; count -= 1)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, weighted, some };
}
