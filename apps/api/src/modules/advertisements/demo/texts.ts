import type { Language } from '@coachyard/contract';

/** What a demo ad's title and description say, before it is written in a language. */
export interface AdFacts {
  year: number;
  brand: string;
  model: string;
  seats: number;
  layout: string | null;
  mileage: string;
  vehicleType: string;
  city: string;
  features: string[];
  tags: string[];
}

type Writer = (facts: AdFacts) => { title: string; description: string };

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
const layout = (facts: AdFacts) => (facts.layout ? ` (${facts.layout})` : '');

/** Dealers write their ads in their language and often in English too; these are the sentences they use. */
export const WRITERS: Partial<Record<Language, Writer>> = {
  en: (facts) => ({
    title: `${facts.year} ${facts.brand} ${facts.model} – ${facts.seats} seats${layout(facts)}`,
    description: `Well-kept ${facts.vehicleType.toLowerCase()} with ${facts.mileage} on the clock. Equipment: ${list(facts.features, 'and')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Can be viewed in ${facts.city}.`,
  }),
  tr: (facts) => ({
    title: `${facts.year} ${facts.brand} ${facts.model} – ${facts.seats} koltuk${layout(facts)}`,
    description: `Bakımlı ${facts.vehicleType.toLocaleLowerCase('tr')}, ${facts.mileage} yolda. Donanım: ${list(facts.features, 've')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Araç ${facts.city} konumunda görülebilir.`,
  }),
  de: (facts) => ({
    title: `${facts.year} ${facts.brand} ${facts.model} – ${facts.seats} Sitzplätze${layout(facts)}`,
    description: `Gepflegter ${facts.vehicleType} mit ${facts.mileage} Laufleistung. Ausstattung: ${list(facts.features, 'und')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Besichtigung in ${facts.city} möglich.`,
  }),
  fr: (facts) => ({
    title: `${facts.brand} ${facts.model} ${facts.year} – ${facts.seats} places${layout(facts)}`,
    description: `${facts.vehicleType} bien entretenu, ${facts.mileage} au compteur. Équipement : ${list(facts.features, 'et')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Visible à ${facts.city}.`,
  }),
  es: (facts) => ({
    title: `${facts.brand} ${facts.model} de ${facts.year} – ${facts.seats} plazas${layout(facts)}`,
    description: `${facts.vehicleType} bien cuidado con ${facts.mileage}. Equipamiento: ${list(facts.features, 'y')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Se puede ver en ${facts.city}.`,
  }),
  it: (facts) => ({
    title: `${facts.brand} ${facts.model} del ${facts.year} – ${facts.seats} posti${layout(facts)}`,
    description: `${facts.vehicleType} ben tenuto, ${facts.mileage} percorsi. Dotazioni: ${list(facts.features, 'e')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Visibile a ${facts.city}.`,
  }),
  ru: (facts) => ({
    title: `${facts.brand} ${facts.model} ${facts.year} г. – ${facts.seats} мест${layout(facts)}`,
    description: `Ухоженный автобус, пробег ${facts.mileage}. Оснащение: ${list(facts.features, 'и')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}Осмотр в городе ${facts.city}.`,
  }),
  ar: (facts) => ({
    title: `${facts.brand} ${facts.model} ${facts.year} – ${facts.seats} مقعدًا${layout(facts)}`,
    description: `حافلة بحالة جيدة، المسافة المقطوعة ${facts.mileage}. التجهيزات: ${list(facts.features, 'و')}. ${facts.tags.length ? `${facts.tags.join('. ')}. ` : ''}يمكن معاينتها في ${facts.city}.`,
  }),
};
