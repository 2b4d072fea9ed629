import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './audit.ts';

describe('what the audit trail and a versioned write count as changed', () => {
  it('compares dates by their instant and id lists item by item', () => {
    expect(sameValue(new Date('2026-11-24T10:00:00Z'), new Date('2026-11-24T10:00:00.000Z'))).toBe(true);
    expect(sameValue(new Date('2026-11-24T10:00:00Z'), new Date('2026-11-24T10:00:00.001Z'))).toBe(false);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue([{ id: 'x', isCover: true }], [{ id: 'x', isCover: false }])).toBe(false);
    expect(sameValue({ en: 'Tourismo' }, { en: 'Tourismo' })).toBe(true);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
  });

  it('records only the fields whose values differ, never the version or the time of the write', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const before = {
      priceMinor: 100,
      publishedAt: at,
      vehicleTagIds: ['a'],
      title: { en: 'Setra S 515 HD' },
      version: 1,
      updatedAt: at,
    };
    const after = {
      ...before,
      publishedAt: new Date(at.getTime()),
      vehicleTagIds: ['a', 'b'],
      version: 2,
      updatedAt: new Date(at.getTime() + 1000),
    };
    expect(changedFields(before, after)).toEqual({
      before: { vehicleTagIds: ['a'] },
      after: { vehicleTagIds: ['a', 'b'] },
    });
  });
});
