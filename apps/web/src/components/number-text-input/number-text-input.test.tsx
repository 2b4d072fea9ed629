import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { NumberTextInput } from './number-text-input';

function Price({
  onChange,
  initial = '',
}: {
  onChange: (value: number | '') => void;
  initial?: number | '';
}) {
  const [value, setValue] = useState<number | ''>(initial);
  return (
    <>
      <NumberTextInput
        label="Price"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        min={0}
        max={1_000_000}
        decimals={2}
        separator=" "
      />
      <button type="button" onClick={() => setValue(250)}>
        Reset
      </button>
    </>
  );
}

const price = () => screen.getByRole('textbox', { name: 'Price' });

describe('NumberTextInput', () => {
  it('groups the number as it is typed and gives the form the number', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Price onChange={onChange} />);
    await userEvent.setup().type(price(), '4500.5');
    expect(price()).toHaveProperty('value', '4 500.5');
    expect(onChange).toHaveBeenLastCalledWith(4500.5);
    expect(price().getAttribute('inputmode')).toBe('decimal');
  });

  it('keeps a point just typed, steps with the arrows and shows a value set from outside', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Price onChange={onChange} initial={12} />);
    const user = userEvent.setup();
    await user.type(price(), '.');
    expect(price()).toHaveProperty('value', '12.');
    await user.keyboard('{ArrowUp}');
    expect(price()).toHaveProperty('value', '13');
    expect(onChange).toHaveBeenLastCalledWith(13);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(price()).toHaveProperty('value', '250');
  });

  it('brings a number over its maximum within it when the field is left, as a number field does', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Price onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(price(), '2000000');
    await user.tab();
    expect(price()).toHaveProperty('value', '1 000 000');
    expect(onChange).toHaveBeenLastCalledWith(1_000_000);
    await user.clear(price());
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
