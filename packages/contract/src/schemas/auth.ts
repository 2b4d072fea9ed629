import { z } from 'zod';
import { LIMITS, ROLES, NAMESPACES, ACTIONS } from '../constants.ts';

/** The login form (SPEC §2, §5): errors are keyed by `username` and `password`. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'login.username_required'),
  password: z.string().min(1, 'login.password_required').min(LIMITS.loginPasswordMin, 'login.password_min'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/auth payload (SPEC §3). */
export const loginRequestSchema = z.object({
  user_email: z.string().trim().min(1, 'login.username_required').max(254, 'common.too_long'),
  user_password: z
    .string()
    .min(1, 'login.password_required')
    .min(LIMITS.loginPasswordMin, 'login.password_min')
    .max(256, 'common.too_long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The profile the client keeps under `userData` (SPEC §3). */
export const sessionUserSchema = z.object({
  id: z.string().uuid(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email_address: z.string(),
  profile_picture: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  version: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema, access_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const privilegesSchema = z.partialRecord(z.enum(NAMESPACES), z.array(z.enum(ACTIONS)));
export const permissionsResponseSchema = z.object({
  privileges: privilegesSchema,
  hierarchy: z.record(z.enum(ROLES), z.array(z.enum(ROLES))),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
