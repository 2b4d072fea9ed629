import type { Language } from '@coachyard/contract';

/** A text in every product language: all eight keys present, none empty. */
export type Names = Record<Language, string>;

export interface SeedItem {
  slug: string;
  /** The English description (SPEC §3 "Description"). */
  name: string;
  translations: Names;
  is_exposable?: boolean;
  attributes?: Record<string, string | number | boolean | string[]>;
  children?: SeedItem[];
}

export interface SeedLookupTable {
  slug: string;
  name: string;
  translations: Names;
  is_exposable?: boolean;
  items: SeedItem[];
}
