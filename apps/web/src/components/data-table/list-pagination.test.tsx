import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, setTestLanguage } from '@/test/render';
import { ListPagination } from './list-pagination';

beforeAll(() => setTestLanguage('en'));

describe('ListPagination', () => {
  it('reaches the next and previous pages by the answer’s cursors, and any other page by its number', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ListPagination
        page={4}
        perPage={25}
        total={500}
        cursors={{ next_cursor: 'to-five', prev_cursor: 'to-three' }}
        onChange={onChange}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /next page/i }));
    expect(onChange).toHaveBeenLastCalledWith(5, 'to-five');
    fireEvent.click(screen.getByRole('button', { name: /previous page/i }));
    expect(onChange).toHaveBeenLastCalledWith(3, 'to-three');
    fireEvent.click(screen.getByRole('button', { name: /first page/i }));
    expect(onChange).toHaveBeenLastCalledWith(1, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5, 'to-five');
  });
});
