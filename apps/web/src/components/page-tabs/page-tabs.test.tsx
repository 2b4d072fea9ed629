import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { PageTabs } from '.';

function Texts() {
  const [open, setOpen] = useState<'en' | 'tr'>('en');
  return (
    <PageTabs
      label="Languages"
      tabs={[
        { value: 'en', label: 'English', after: <span aria-hidden="true">✓</span> },
        { value: 'tr', label: 'Turkish' },
      ]}
      value={open}
      onChange={setOpen}
      panels={{ en: <input aria-label="Title (English)" />, tr: <input aria-label="Title (Turkish)" /> }}
    />
  );
}

describe('PageTabs with kept panels', () => {
  it('shows the open tab’s panel and keeps what was typed in another when coming back', async () => {
    renderWithProviders(<Texts />);
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Languages' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'B');
    expect(screen.queryByRole('textbox', { name: 'Title (Turkish)' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Turkish' }));
    expect(screen.getByRole('tabpanel', { name: 'Turkish' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title (English)' })).toBeNull();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveProperty('value', 'B');
  });
});
