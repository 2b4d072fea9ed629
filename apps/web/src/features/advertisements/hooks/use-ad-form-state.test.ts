import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { initialAdvertisementFormState, type AdvertisementMedia } from '@coachyard/contract';
import { adFormReducer, useAdFormState } from './use-ad-form-state';

const photo = (id: string, position: number): AdvertisementMedia => ({
  id,
  key: `images/original/advertisements/2025-01-01/${id}.jpg`,
  url: `/media/${id}.jpg`,
  thumbnail_url: `/media/${id}.webp`,
  position,
  is_cover: position === 0,
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('advertisement form state', () => {
  it('starts at the form step with an empty media list', () => {
    const { result } = renderHook(() => useAdFormState());
    expect(result.current.state).toEqual({ step: 'form', data: { media: [] } });
  });

  it('merges partial updates: later fields replace, the others stay', () => {
    let state = adFormReducer(initialAdvertisementFormState(), {
      type: 'merge',
      patch: { year: 2018, region: 'tr', title: { tr: 'Temiz' } },
    });
    state = adFormReducer(state, { type: 'merge', patch: { year: 2019, price_minor: 100 } });
    expect(state.data).toEqual({
      media: [],
      year: 2019,
      region: 'tr',
      title: { tr: 'Temiz' },
      price_minor: 100,
    });
  });

  it('keeps what was typed when the step changes, and removes a media item by id', () => {
    const { result } = renderHook(() => useAdFormState());
    act(() => result.current.merge({ year: 2020, media: [photo(A, 0), photo(B, 1)] }));
    act(() => result.current.goTo('media'));
    act(() => result.current.removeMedia(A));
    act(() => result.current.goTo('preview'));
    expect(result.current.state.step).toBe('preview');
    expect(result.current.state.data.year).toBe(2020);
    expect(result.current.state.data.media.map((item) => item.id)).toEqual([B]);
  });

  it('can start at another step with data (an ad that was just created)', () => {
    const { result } = renderHook(() => useAdFormState({ step: 'media' }));
    expect(result.current.state).toEqual({ step: 'media', data: { media: [] } });
  });
});
