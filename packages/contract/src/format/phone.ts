import { LIMITS } from '../constants.ts';

/** Phone input filter (SPEC §5): digits and hyphens only, whitespace → hyphen, no runs, at most 15. */
export function filterPhoneInput(value: string): string {
  return value
    .replace(/\s/g, '-')
    .replace(/[^\d-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, LIMITS.phoneMax);
}

/** Digit groups of 1-3, 3, 3 and 4 separated by hyphens (SPEC §5), e.g. 90-555-123-4567. */
export const PHONE_PATTERN = /^\d{1,3}-\d{3}-\d{3}-\d{4}$/;

export const phoneDigitsOnly = (value: string) => value.replace(/\D/g, '');

/** Stored without a leading plus (SPEC §3). */
export const normalizeStoredPhone = (value: string) => value.trim().replace(/^\+/, '');

/** Coordinates accept digits, dots and hyphens only (SPEC §5), at most 12 characters. */
export const filterCoordinateInput = (value: string) =>
  value.replace(/[^\d.-]/g, '').slice(0, LIMITS.coordinateMax);

/** Time input inserts a colon after two digits (hh:mm). */
export function filterTimeInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
