import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { DeferredMultiSelect, DeferredSelect } from '.';

const BRANDS = [
  { value: 'temsa', label: 'TEMSA' },
  { value: 'setra', label: 'Setra' },
  { value: 'mercedes', label: 'Mercedes-Benz' },
];
const STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'sold', label: 'Sold' },
];

function Brand({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('temsa');
  return (
    <DeferredSelect
      label="Brand"
      data={BRANDS}
      value={value}
      clearable
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Status({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState(['published']);
  return (
    <DeferredMultiSelect
      label="Status"
      data={STATUSES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DeferredSelect', () => {
  it('shows the choice as a closed combobox, then opens the live list on a press and takes the pick', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Brand onChange={onChange} />);
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    expect(brand).toHaveProperty('value', 'TEMSA');
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.setup().click(brand);
    const list = await screen.findByRole('listbox', { name: 'Brand' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TEMSA', 'Setra', 'Mercedes-Benz']);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Brand' }));

    await userEvent.setup().click(within(list).getByRole('option', { name: 'Setra' }));
    expect(onChange).toHaveBeenLastCalledWith('setra');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', 'Setra');
  });

  it('keeps the letter typed to open it as the search', async () => {
    renderWithProviders(<Brand onChange={() => {}} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Brand' }));
    await user.keyboard('z');

    const list = await screen.findByRole('listbox', { name: 'Brand' });
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', 'z');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mercedes-Benz']);
  });

  it('clears the choice from its clear button without opening', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Brand onChange={onChange} />);
    const clear = container.querySelector<HTMLButtonElement>('button[aria-hidden="true"]');
    await userEvent.setup().click(clear!);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('DeferredSelect in a form', () => {
  it('shows the asterisk, hint and error as the live select does, and takes the focus a form gives its field', () => {
    let field: HTMLInputElement | null = null;
    renderWithProviders(
      <DeferredSelect
        label="Brand"
        data={BRANDS}
        value={null}
        onChange={() => {}}
        required
        description="Pick the maker"
        error="Choose a brand"
        ref={(input) => {
          field = input;
        }}
      />,
    );
    const brand = screen.getByRole('combobox', { name: /^Brand/ });
    expect(brand.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a brand')).toBeTruthy();
    expect(screen.getByText('Pick the maker')).toBeTruthy();
    expect(screen.getByText('*')).toBeTruthy();
    (field as HTMLInputElement | null)?.focus();
    expect(document.activeElement).toBe(brand);
  });
});

describe('DeferredMultiSelect', () => {
  it('shows the chosen values as pills, then adds one from the live list', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Status onChange={onChange} />);
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByText('Sold')).toBeNull();

    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Status' }));
    const list = await screen.findByRole('listbox', { name: 'Status' });
    await userEvent.setup().click(within(list).getByRole('option', { name: 'Sold' }));
    expect(onChange).toHaveBeenLastCalledWith(['published', 'sold']);
  });
});

describe('DeferredMultiSelect before its list is used', () => {
  it('removes the last pill with Backspace, without opening', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Status onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes pasted text as the search', async () => {
    renderWithProviders(<Status onChange={() => {}} />);
    const user = userEvent.setup();
    await user.tab();
    await user.paste('Sol');
    const list = await screen.findByRole('listbox', { name: 'Status' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'Sol');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sold']);
  });
});
