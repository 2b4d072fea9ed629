import { z } from 'zod';
import type { MessageKey } from '../../messages/index.ts';

// Text a person typed, as the intake and the inbox's writes accept it (not part of the contract's exports).

/** NUL bytes break logs, CSV files and some mail servers. */
export const hasNul = (value: string) => value.includes('\u0000');
/** Text a person typed: trimmed, no NUL bytes. */
export const typed = (max: number, min = 1, requiredKey: MessageKey = 'lead.text_required') =>
  z
    .string()
    .refine((value) => !hasNul(value), { message: 'lead.nul_byte' satisfies MessageKey })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(min, { message: requiredKey })
        .max(max, { message: 'lead.too_long' satisfies MessageKey }),
    );

export const optionalTyped = (max: number) =>
  z
    .string()
    .max(max, { message: 'lead.too_long' satisfies MessageKey })
    .refine((value) => !hasNul(value), { message: 'lead.nul_byte' satisfies MessageKey })
    .transform((value) => value.trim())
    .optional();
