import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstAnswers, FIRST_RENDER_DATA_WAIT_MS } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe("a screen's first render", () => {
  it('waits for the answers its first queries asked for', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let shown = false;
    void Promise.resolve(afterFirstAnswers('form', answered)).then(() => (shown = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toBe(false);
    answer();
    await expect(afterFirstAnswers('form', answered)).resolves.toBe('form');
    await vi.waitFor(() => expect(shown).toBe(true));
  });

  it('waits no longer than its limit for an answer that does not come', async () => {
    vi.useFakeTimers();
    let shown = false;
    void Promise.resolve(afterFirstAnswers('form', new Promise(() => {}))).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_DATA_WAIT_MS - 1);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
  });

  it('comes at once for a screen that asks for nothing first', async () => {
    expect(afterFirstAnswers('list', undefined)).toBe('list');
  });
});
