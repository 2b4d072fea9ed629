import type { Region } from '@coachyard/contract';
import type { NameRow } from './names.ts';

/** The marketplace regions (SPEC §9) by name: shared by the locations and the region tag lookup tables. */
// prettier-ignore
export const REGION_NAMES: Record<Region, NameRow> = {
  tr: ['Türkiye', 'Türkiye', 'Turquía', 'Turquie', 'Türkei', 'Turchia', 'Турция', 'تركيا'],
  eu: ['Avrupa', 'Europe', 'Europa', 'Europe', 'Europa', 'Europa', 'Европа', 'أوروبا'],
  us: ['Amerika Birleşik Devletleri', 'United States', 'Estados Unidos', 'États-Unis', 'Vereinigte Staaten', 'Stati Uniti', 'США', 'الولايات المتحدة'],
  gb: ['Birleşik Krallık', 'United Kingdom', 'Reino Unido', 'Royaume-Uni', 'Vereinigtes Königreich', 'Regno Unito', 'Великобритания', 'المملكة المتحدة'],
};
