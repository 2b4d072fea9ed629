import { z } from 'zod';
import { LANGUAGES } from '../../constants.ts';
import { lookupSlugSchema } from '../lookup-tables/index.ts';
import { ISO_3166_PATTERN } from './constants.ts';

// How a market's and its places' fields are checked (their constants: constants.ts).

export const isoCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => ISO_3166_PATTERN.test(value), { message: 'location.iso_invalid' });

const uniqueList = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const languageOrderSchema = z
  .array(z.enum(LANGUAGES, { message: 'common.invalid' }))
  .min(1, 'location.language_order_empty')
  .refine(uniqueList, { message: 'location.language_order_repeated' });

/** Slugs of `vehicle-type` lookup items (city, intercity, coach …); the API checks that each exists. */
export const vehicleTypesSchema = z
  .array(lookupSlugSchema)
  .max(50, 'common.too_long')
  .refine(uniqueList, { message: 'common.invalid' });
