import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PHONE_PATTERN, type Region } from '@coachyard/contract';
import { invalidFields } from '../../lib/errors.ts';

/** Links or markup where a person writes their name: what form-filling robots put there. */
const LINK_OR_MARKUP = /(https?:\/\/|www\.|<\s*\/?\s*[a-z!][^>]*>|\[url)/i;
const URL = /https?:\/\/|www\./gi;
const MANY_LINKS = 3;

export interface SpamSignals {
  honeypot?: string;
  name: string;
  message: string;
  /** When the form opened (the challenge was issued) and when it was sent. */
  openedAt: number;
  sentAt: number;
  minFillMilliseconds: number;
}

/**
 * Why a submission looks like spam (empty: it does not). None of these refuse it: it goes to the Spam view,
 * from which staff can release it, so a real person caught by one is never lost.
 */
export function spamReasons(signals: SpamSignals): string[] {
  const reasons: string[] = [];
  if (signals.honeypot?.trim()) reasons.push('honeypot');
  if (signals.sentAt - signals.openedAt < signals.minFillMilliseconds) reasons.push('too_fast');
  if (LINK_OR_MARKUP.test(signals.name)) reasons.push('link_in_name');
  if ((signals.message.match(URL) ?? []).length > MANY_LINKS) reasons.push('many_links');
  return reasons;
}

const COUNTRY_OF_REGION: Partial<Record<Region, CountryCode>> = { tr: 'TR', gb: 'GB', us: 'US' };

/**
 * A phone number in E.164 (+905551234567). The site's own format (SPEC §5, 90-555-123-4567) and 00-prefixed
 * numbers carry their country code; other national numbers are read in the country of the sender's region.
 */
export function normalisePhone(input: string | undefined, region: Region | undefined): string | null {
  if (!input) return null;
  const text = input.trim();
  const international = PHONE_PATTERN.test(text) ? `+${text.replace(/\D/g, '')}` : text.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, region ? COUNTRY_OF_REGION[region] : undefined);
  if (!parsed?.isValid()) throw invalidFields({ phone: ['lead.phone_invalid'] });
  return parsed.number;
}
