export * from './users.ts';
export * from './privileges.ts';
export * from './audit.ts';
export * from './tokens.ts';
export * from './meta.ts';
export * from './collections.ts';
export * from './uploads.ts';
