/**
 * Resolves in a task of its own, after what the browser has waiting (a paint, input): work that follows
 * is not counted in the task before it. A message rather than `setTimeout(0)`, which may wait a few ms more.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Resolves once the browser has painted what is on screen (the task after the next animation frame), or after
 * `timeoutMs` in a tab that paints nothing (hidden, where animation frames wait).
 */
export const afterNextPaint = (timeoutMs = 100) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(
      () =>
        void nextTask().then(() => {
          clearTimeout(timer);
          resolve();
        }),
    );
  });
