import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '@/test/render';
import type { UploadItem, UploadedImage } from './types';
import { uploadImage } from './upload-image';
import { UploadQueueList } from './upload-queue-list';
import { useUploadQueue, type UploadQueueOptions } from './use-upload-queue';

vi.mock('./upload-image', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const item = (file: File, extra: Partial<UploadItem> = {}): UploadItem => ({
  file,
  namespace: 'user',
  ...extra,
});
const resultOf = (name: string): UploadedImage => ({
  key: `images/original/user/2026-01-01/${name}`,
  public_url: `/media/${name}`,
});

/** An upload that finishes when the test says so, reporting progress on the way. */
function controlledUploads() {
  const pending = new Map<string, { item: UploadItem; finish: () => void; fail: (error: Error) => void }>();
  upload.mockImplementation(
    (current) =>
      new Promise<UploadedImage>((resolve, reject) => {
        const name = current.file.name;
        pending.set(name, {
          item: current,
          finish: () => resolve(resultOf(name)),
          fail: (error) => {
            current.onError?.(error);
            reject(error);
          },
        });
      }),
  );
  return pending;
}

const setup = (options?: UploadQueueOptions) => renderHook(() => useUploadQueue(options)).result;

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('useUploadQueue', () => {
  it('refuses what is not a JPEG or PNG, or too large, on that file, and queues the rest', () => {
    const queue = setup();
    const onError = vi.fn();
    const huge = new File([new Uint8Array(1)], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    act(() =>
      queue.current.enqueue([
        item(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), { onError }),
        item(huge, { onError }),
        item(png('bus.png')),
      ]),
    );
    expect(
      queue.current.files.map(({ name, status, error, previewUrl }) => ({ name, status, error, previewUrl })),
    ).toEqual([
      {
        name: 'anim.gif',
        status: 'error',
        error: 'Only JPG, JPEG and PNG images can be uploaded',
        previewUrl: '',
      },
      {
        name: 'huge.png',
        status: 'error',
        error: 'The image is larger than the allowed size',
        previewUrl: '',
      },
      { name: 'bus.png', status: 'queued', error: undefined, previewUrl: 'blob:bus.png' },
    ]);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads queued files together, at most `concurrency` at a time, with progress and results', async () => {
    const pending = controlledUploads();
    const onAllComplete = vi.fn();
    const onProgress = vi.fn();
    const queue = setup({ concurrency: 2, onAllComplete });
    act(() =>
      queue.current.enqueue([item(png('a.png'), { onProgress }), item(png('b.png')), item(png('c.png'))]),
    );

    let run!: Promise<UploadedImage[]>;
    act(() => {
      run = queue.current.start();
    });
    expect(queue.current.isUploading).toBe(true);
    expect(upload).toHaveBeenCalledTimes(2);

    act(() => pending.get('a.png')!.item.onProgress?.(40));
    expect(queue.current.files[0]).toMatchObject({ status: 'uploading', progress: 40 });
    expect(onProgress).toHaveBeenCalledWith(40);

    await act(async () => pending.get('a.png')!.finish());
    expect(upload).toHaveBeenCalledTimes(3);
    await act(async () => {
      pending.get('b.png')!.finish();
      pending.get('c.png')!.finish();
      await run;
    });

    const results = [resultOf('a.png'), resultOf('b.png'), resultOf('c.png')];
    await expect(run).resolves.toEqual(results);
    expect(onAllComplete).toHaveBeenCalledWith(results);
    expect(queue.current.files.map((file) => [file.status, file.progress])).toEqual([
      ['done', 100],
      ['done', 100],
      ['done', 100],
    ]);
    expect(queue.current.isUploading).toBe(false);
  });

  it('keeps a failed file with its error, logs it when it has no onError, and uploads it again on retry', async () => {
    const pending = controlledUploads();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = setup({ autoStart: true });

    await act(async () => queue.current.enqueue([item(png('a.png'))]));
    await act(async () => pending.get('a.png')!.fail(new Error('The service is temporarily unavailable')));
    expect(queue.current.files[0]).toMatchObject({
      status: 'error',
      error: 'The service is temporarily unavailable',
    });
    expect(log).toHaveBeenCalled();

    await act(async () => queue.current.retry(queue.current.files[0]!.id));
    expect(queue.current.files[0]).toMatchObject({ status: 'uploading', error: undefined });
    await act(async () => pending.get('a.png')!.finish());
    expect(queue.current.files[0]).toMatchObject({ status: 'done', result: resultOf('a.png') });
  });

  it('forgets a removed file and its thumbnail', () => {
    const queue = setup();
    act(() => queue.current.enqueue([item(png('a.png')), item(png('b.png'))]));
    act(() => queue.current.remove(queue.current.files[0]!.id));
    expect(queue.current.files.map((file) => file.name)).toEqual(['b.png']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.png');
  });
});

describe('UploadQueueList', () => {
  function Harness({ files }: { files: File[] }) {
    const queue = useUploadQueue();
    return (
      <>
        <button type="button" onClick={() => queue.enqueue(files.map((file) => item(file)))}>
          add
        </button>
        <UploadQueueList queue={queue} />
      </>
    );
  }

  it('shows each file with a named progress bar, its own error, and Retry and Remove buttons', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(
      <Harness files={[png('bus.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]} />,
    );
    await user.click(screen.getByRole('button', { name: 'add' }));

    // The list's code arrives with the first queued file.
    expect(await screen.findByRole('progressbar', { name: 'Upload progress of bus.png' })).toBeTruthy();
    const failed = screen.getByRole('listitem', { name: 'notes.txt' });
    expect(failed.textContent).toContain('Only JPG, JPEG and PNG images can be uploaded');
    expect(screen.getByRole('button', { name: 'Retry uploading notes.txt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry uploading bus.png' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByRole('listitem', { name: 'notes.txt' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Files to upload' })).toBeTruthy();
  });
});
