import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { deferredResolver, failWhenRulesMissing } from './deferred-resolver';

type Values = { name: string };
const options = {} as ResolverOptions<Values>;
const rulesOf =
  (): Resolver<Values> =>
  async (values): Promise<ResolverResult<Values>> =>
    values.name
      ? { values, errors: {} }
      : { values: {}, errors: { name: { type: 'validate', message: 'translation.name_required' } } };

describe('deferredResolver', () => {
  it('downloads the rules at the first check, once, and answers with their errors', async () => {
    const load = vi.fn(async () => rulesOf);
    const resolver = deferredResolver<Values, typeof rulesOf>(load, (make) => make());
    expect(load).not.toHaveBeenCalled();
    const first = await resolver({ name: '' }, undefined, options);
    expect(first.errors.name?.message).toBe('translation.name_required');
    expect(await resolver({ name: 'Bursa' }, undefined, options)).toEqual({
      values: { name: 'Bursa' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a check whose rules failed to arrive, and asks again at the next one', async () => {
    const load = vi
      .fn<() => Promise<typeof rulesOf>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(rulesOf);
    const resolver = deferredResolver<Values, typeof rulesOf>(load, (make) => make());
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect((await resolver({ name: '' }, undefined, options)).errors.name).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says why nothing happened when a submit could not check', async () => {
    const fail = vi.fn();
    await failWhenRulesMissing(() => Promise.reject(new Error('Failed to fetch')), fail)();
    expect(fail).toHaveBeenCalledWith(expect.stringMatching(/failed to download|errors\.chunkMessage/));
  });
});
