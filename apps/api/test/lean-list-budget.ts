/**
 * What a page of 25 rows of a list may weigh (issue 30): 12 kB in English; Arabic and Cyrillic letters take two
 * bytes each in UTF-8, so the same names and titles weigh about 3 % more there.
 */
export const LIST_PAGE_BUDGET: Readonly<Record<'en' | 'ar' | 'ru', number>> = {
  en: 12 * 1024,
  ar: 12.5 * 1024,
  ru: 12.5 * 1024,
};
