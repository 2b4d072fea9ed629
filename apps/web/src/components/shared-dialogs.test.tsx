import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '@/test/render';
import { resolveMediaUrl } from '@/lib/media';
import { ImagePreviewModal } from './image-preview-modal';
import { ResultDialog } from './result-dialog';
import { setActionResult } from './use-action-result';
import { closePreview, mergePreview } from './use-preview';

beforeAll(() => setTestLanguage('en'));

describe('ResultDialog', () => {
  it('shows the result of its own domain and resets it with CLOSE', async () => {
    renderWithProviders(
      <>
        <ResultDialog domain="users" />
        <ResultDialog domain="lookups" />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => setActionResult('users', { success: true, content: 'The user was saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog.textContent).toContain('The user was saved');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => setActionResult('lookups', { success: false, content: 'Could not save' }));
    expect((await screen.findByRole('dialog', { name: 'Failed' })).textContent).toContain('Could not save');
  });
});

describe('ImagePreviewModal', () => {
  it('opens only with show and a url, resolves relative urls against the media base, and closes', async () => {
    renderWithProviders(<ImagePreviewModal />);
    act(() => mergePreview({ show: true }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => mergePreview({ url: 'images/original/user/2026-01-01/a.jpg' }));
    const image = await screen.findByRole('img', { name: 'Preview of the selected image' });
    expect(image.getAttribute('src')).toBe('/media/images/original/user/2026-01-01/a.jpg');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closePreview());
  });

  it('uses full urls as they are', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('/images/a.jpg')).toBe('/media/images/a.jpg');
  });
});
