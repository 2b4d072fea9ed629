/**
 * A start-up failure the person running `npm start` can act on: one line saying what went wrong and what
 * to do about it. server.ts prints `message` alone (no stack) and exits non-zero.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const errnoCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

/**
 * One line for any error that reaches the top of start-up. Known causes are told as such; anything else keeps
 * its own first line, so that even an unforeseen failure never prints a stack.
 */
export function describeStartupError(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const code = errnoCode(error);
  // PostgreSQL's disk_full, or its own words when a write found no room.
  if (code === '53100' || /No space left on device/.test(String((error as Error)?.message)))
    return 'The database disk is full: free some space, or set DATA_DIR to a folder on another disk.';
  const path = typeof error === 'object' && error !== null && 'path' in error ? String(error.path) : '';
  if (code === 'ENOSPC')
    return `The disk is full${path ? ` (writing ${path})` : ''}: free some space, or set DATA_DIR to a folder on another disk.`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return `Permission denied${path ? ` on ${path}` : ''}: make it writable, or set DATA_DIR to a folder you may write to.`;
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n').find((line) => line.trim()) ?? 'unknown error';
  return `Coachyard could not start: ${firstLine.trim()}`;
}
