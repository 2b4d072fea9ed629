/**
 * What other modules use of sign-in: password hashes (users set passwords) and the failure counters that slow
 * down guessing (the public lead forms count their failures the same way). The app builds the token and auth
 * services and mounts the routes itself (app.ts, modules/index.ts).
 */
export { hashPassword } from './passwords.ts';
export { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './throttle.ts';
