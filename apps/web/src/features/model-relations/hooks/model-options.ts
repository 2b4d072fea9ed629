import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { LookupItem, ModelRelation } from '@coachyard/contract';

/** What a row of the relation form shows of a model, whichever answer named it. */
export interface ModelName {
  text: string;
  isActive: boolean;
}

export interface ModelGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * Names by model id: the relation's own models (inactive ones included), then every active model of the
 * lookup table, so that a model attached a moment ago has a name before it is saved.
 */
export function modelNames(relation: ModelRelation, models: readonly LookupItem[]) {
  const names = new Map<string, ModelName>();
  for (const model of relation.models) names.set(model.id, { text: model.text, isActive: model.is_active });
  for (const model of models)
    if (!names.has(model.id)) names.set(model.id, { text: model.text, isActive: model.is_active === 1 });
  return names;
}

/**
 * The models that can still be attached, grouped under their maker's name (seeded models carry the
 * brand's key in `attributes.brand`): many makers name a model "HD" or "City". The brand being edited
 * comes first, since its own models are the likely picks.
 */
export function attachOptions(
  models: readonly LookupItem[],
  brands: readonly LookupItem[],
  attached: readonly string[],
  current: { slug: string },
  otherLabel: string,
): ModelGroup[] {
  const brandText = new Map(brands.map((brand) => [brand.slug.toLowerCase(), brand.text]));
  const groups = new Map<string, ModelGroup>();
  const ownKey = current.slug.toLowerCase();
  for (const model of models) {
    if (attached.includes(model.id)) continue;
    const key = String(model.attributes.brand ?? '').toLowerCase();
    const label = brandText.get(key) ?? otherLabel;
    const group = groups.get(label) ?? { group: label, items: [] };
    group.items.push({ value: model.id, label: model.text });
    groups.set(label, group);
  }
  const ownLabel = brandText.get(ownKey);
  return [...groups.values()].sort((a, b) => Number(b.group === ownLabel) - Number(a.group === ownLabel));
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The picker's search matches a model's name or its maker's ("setra" lists every Setra model). */
export const filterByModelOrBrand: OptionsFilter = ({ options, search }) => {
  const needle = fold(search.trim());
  if (!needle) return options;
  return options.flatMap((option): ComboboxParsedItem[] => {
    if (!('group' in option)) return fold(option.label).includes(needle) ? [option] : [];
    if (typeof option.group === 'string' && fold(option.group).includes(needle)) return [option];
    const items = option.items.filter((item) => fold(item.label).includes(needle));
    return items.length ? [{ ...option, items }] : [];
  });
};
