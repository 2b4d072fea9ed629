import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('the token service', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps answering a token it verified, and refuses it once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    const tokens = createTokenService(SECRET, 60);
    const { token } = tokens.issue('4f6c1f8e-0000-4000-8000-000000000001', 3);
    expect(tokens.read(token)).toMatchObject({ sub: '4f6c1f8e-0000-4000-8000-000000000001', tv: 3 });
    expect(tokens.read(token)).toMatchObject({ tv: 3 });
    vi.setSystemTime(new Date('2026-11-24T08:01:01Z'));
    expect(tokens.read(token)).toBeNull();
    expect(tokens.read(token)).toBeNull();
  });

  it('does not take a token signed with another secret for one it knows', () => {
    const ours = createTokenService(SECRET, 60);
    const theirs = createTokenService(`${SECRET}-other`, 60);
    const { token } = theirs.issue('4f6c1f8e-0000-4000-8000-000000000002', 1);
    expect(theirs.read(token)).not.toBeNull();
    expect(ours.read(token)).toBeNull();
  });
});
