import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { listQueryOf, useListParams } from './use-list-params';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => ({
      list: useListParams({ filters: ['is_active'], defaultSort: 'position' }),
      search: useLocation().search,
    }),
    { wrapper },
  );
  return () => hook.result.current;
}

describe('useListParams', () => {
  it('reads page, search, sort and filters from the URL into the API query', () => {
    const current = setup('/x?page=3&q=t%C3%BCrk&sort=-name&is_active=1');
    expect(current().list.query).toEqual({ page: 3, per_page: 25, sort: '-name', q: 'türk', is_active: '1' });
  });

  it('is the query a screen asks for before its first render, so the list finds that request on its way', () => {
    const search = '?page=2&q=bus&cursor=c2&is_active=0&tab=x';
    const current = setup(`/x${search}`);
    const early = listQueryOf(new URLSearchParams(search), {
      filters: ['is_active'],
      defaultSort: 'position',
    });
    expect(hashKey([early])).toBe(hashKey([current().list.query]));
    expect(
      hashKey([listQueryOf(new URLSearchParams(''), { filters: ['is_active'], defaultSort: 'position' })]),
    ).toBe(hashKey([setup('/x')().list.query]));
  });

  it('flips the sort on a second click, leaves the default out of the URL, and restarts at page 1', () => {
    const current = setup('/x?page=2');
    act(() => current().list.toggleSort('name'));
    expect(current().search).toBe('?sort=name');
    act(() => current().list.toggleSort('name'));
    expect(current().list.sort).toBe('-name');
    act(() => current().list.toggleSort('position'));
    expect(current().search).toBe('');
  });

  it('goes back to page 1 when the search or a filter changes, and drops empty values', () => {
    const current = setup('/x?page=4&is_active=0');
    act(() => current().list.setSearch('  bus '));
    expect(current().search).toBe('?is_active=0&q=bus');
    act(() => current().list.setPage(2));
    act(() => current().list.setFilter('is_active', ''));
    expect(current().search).toBe('?q=bus');
  });
});

describe('useListParams cursors', () => {
  it('sends the cursor that leads to a page with it, and drops it with any other change', () => {
    const current = setup('/x?q=bus');
    act(() => current().list.setPage(2, 'eyJuZXh0Ijp0cnVlfQ'));
    expect(current().list.query).toMatchObject({ page: 2, cursor: 'eyJuZXh0Ijp0cnVlfQ', q: 'bus' });
    act(() => current().list.setPage(5));
    expect(current().search).toBe('?q=bus&page=5');
    expect(current().list.query.cursor).toBeUndefined();
    act(() => current().list.setPage(6, 'bmV4dA'));
    act(() => current().list.toggleSort('name'));
    expect(current().search).toBe('?q=bus&sort=name');
  });
});

describe('useListParams.setFilters', () => {
  it('changes several filters in one step and goes back to page 1', () => {
    const current = setup('/x?page=2&is_active=1');
    act(() => current().list.setFilters({ is_active: '0' }));
    expect(current().search).toBe('?is_active=0');
  });
});
