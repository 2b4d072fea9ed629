import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ModelRelation } from '@coachyard/contract';
import { ApiError, type ApiResponse } from '@/lib/api-client';
import { resetActionResult, useActionResult } from '@/components/use-action-result';
import { setTestLanguage } from '@/test/render';
import { filterByModelOrBrand, type ModelName } from './model-options';
import { attachIds, moveId } from './relation-order';
import { MODEL_RELATIONS_DOMAIN, useRelationForm } from './use-relation-form';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const relationOf = (ids: string[], version: number): ModelRelation => ({
  brand: { id: id(9), slug: 'temsa', text: 'TEMSA', is_active: true },
  models: ids.map((model, position) => ({
    id: model,
    slug: model,
    text: `M${model.at(-1)}`,
    is_active: true,
    position,
  })),
  model_ids: ids,
  version,
  updated_at: null,
});
const names = new Map<string, ModelName>([1, 2, 3, 4].map((n) => [id(n), { text: `M${n}`, isActive: true }]));
const answer = (data: ModelRelation): ApiResponse<ModelRelation> => ({
  data,
  successMessage: 'Saved',
  availableLanguages: [],
});

function setup(
  save = vi.fn(async (body: { model_ids: string[]; version: number }) =>
    answer(relationOf(body.model_ids, body.version + 1)),
  ),
) {
  const relation = relationOf([id(1), id(2), id(3)], 4);
  const hook = renderHook(() => ({
    ...useRelationForm({ relation, names, save }),
    dialog: useActionResult(MODEL_RELATIONS_DOMAIN).result,
  }));
  return { save, current: () => hook.result.current };
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => resetActionResult(MODEL_RELATIONS_DOMAIN));

describe('relation order', () => {
  it('moves, attaches at the end without duplicates, and ignores moves off the list', () => {
    expect(moveId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
    expect(attachIds(['a', 'b'], ['c', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it("finds a model by its own name or by its maker's, ignoring case and accents", () => {
    const options = [
      { group: 'Setra', items: [{ value: '1', label: 'S 516 HD' }] },
      {
        group: 'Mercedes-Benz',
        items: [
          { value: '2', label: 'Citaro' },
          { value: '3', label: 'Tourismo' },
        ],
      },
    ];
    expect(filterByModelOrBrand({ options, search: 'SETRA', limit: 100 })).toEqual([options[0]]);
    expect(filterByModelOrBrand({ options, search: 'cítaro', limit: 100 })).toEqual([
      { group: 'Mercedes-Benz', items: [{ value: '2', label: 'Citaro' }] },
    ]);
  });
});

describe('useRelationForm', () => {
  it('attaches, moves and detaches, says so, and saves the whole list with the version read', async () => {
    const { current, save } = setup();
    act(() => current().attach([id(4)]));
    expect(current().isNew(id(4))).toBe(true);
    act(() => current().move(3, 2));
    expect(current().announcement).toBe('M4 moved to position 3 of 4');
    act(() => current().detach(id(1)));
    expect(current().announcement).toBe('M1 detached');
    expect(current().isDirty).toBe(true);

    await act(() => current().submit());
    expect(save).toHaveBeenCalledWith({ model_ids: [id(2), id(4), id(3)], version: 4 });
    expect(current().dialog).toMatchObject({ show: true, success: true, content: 'Saved' });
    expect(current().isDirty).toBe(false);
    expect(current().isNew(id(4))).toBe(false);
  });

  it('loads what the other person saved on a stale version, and saves next time with theirs', async () => {
    const theirs = relationOf([id(3), id(1)], 5);
    const save = vi.fn(async () => {
      throw new ApiError(409, { title: 'Conflict', code: 'CONFLICT', current: theirs });
    });
    const { current } = setup(save);
    act(() => current().detach(id(2)));
    await act(() => current().submit());
    expect(current().ids).toEqual([id(3), id(1)]);
    expect(current().isDirty).toBe(false);
    expect(current().dialog).toMatchObject({ success: false });
    expect(current().dialog.content).toMatch(/Someone else saved/);

    await act(() => current().submit());
    expect(save).toHaveBeenLastCalledWith({ model_ids: [id(3), id(1)], version: 5 });
  });
});
