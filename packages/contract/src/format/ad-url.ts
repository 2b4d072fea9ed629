import { slugify } from './slug.ts';

/** Public URL of an advertisement (SPEC §3): base / {lang}-{region} / ilan|listing / year-brand-model / SHORTID. */
export function publicAdvertisementUrl(
  siteBase: string,
  ad: { lang: string; region: string; year: number | string; brand: string; model: string; short_id: string },
): string {
  const namespace = ad.lang === 'tr' ? 'ilan' : 'listing';
  const slug = slugify(`${ad.year} ${ad.brand} ${ad.model}`);
  return `${siteBase.replace(/\/+$/, '')}/${ad.lang}-${ad.region}/${namespace}/${slug}/${ad.short_id.toUpperCase()}`;
}
