import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defaultCurrencyOfRegion, defaultLanguageOfRegion, type Region } from '@coachyard/contract';
import { deferredResolver } from '@/lib/deferred-resolver';
import { queryClient } from '@/lib/query-client';
import { AD_TABLES, defaultBrandOf } from '../api/ad-tables';
import { lookupItemsQueryOptions } from '../api/get-lookup-items';
import { toFormValues, type AdFormValues } from './ad-form-values';
import type { AdFormData } from './use-ad-form-state';
import { useAdFormLookups } from './use-ad-form-lookups';

const setOptions = { shouldDirty: true } as const;
/** The form's rules and zod, downloaded when it first checks or meets a stale save. */
export const loadAdRules = () => import('./ad-form-rules');

/**
 * A new ad's values start with the default brand when the brands are already there (asked for with the form's
 * code, `start-ad-form.ts`): chosen after the first render instead, the whole form rendered twice, and its
 * models were asked for only then.
 */
function firstValues(data: Partial<AdFormData>) {
  if (data.brand_id !== undefined) return toFormValues(data);
  const brands = queryClient.getQueryData(lookupItemsQueryOptions(AD_TABLES.brands).queryKey);
  return toFormValues({ ...data, brand_id: brands && defaultBrandOf(brands)?.id });
}

/**
 * The form step's fields (react-hook-form, checked with the contract's schema) and the rules between them:
 * a new ad starts with the TEMSA brand; the model follows the brand, the city the country; the region decides
 * the vehicle types, region tags, and the default language and currency (SPEC §9) — its market's, as the
 * locations say.
 */
export function useAdForm(data: Partial<AdFormData>, withOwner: boolean) {
  const resolver = useMemo(
    () => deferredResolver(loadAdRules, (rules) => rules.adResolver(withOwner)),
    [withOwner],
  );
  const [defaultValues] = useState(() => firstValues(data));
  const form = useForm<AdFormValues>({ defaultValues, resolver });
  const [region, brandId, countryId] = useWatch({
    control: form.control,
    name: ['region', 'brand_id', 'country_id'],
  });
  const lookups = useAdFormLookups(region, brandId, countryId);

  // Brands that answer only after the first render (the form's start asks for them with its code).
  const defaultBrand = defaultBrandOf(lookups.brandItems);
  useEffect(() => {
    if (defaultBrand && !form.getValues('brand_id')) form.setValue('brand_id', defaultBrand.id);
  }, [defaultBrand, form]);

  const { markets } = lookups;
  const changeRegion = useCallback(
    (next: Region) => {
      const currencyOf = (region: Region) => markets.currencyOf(region) ?? defaultCurrencyOfRegion(region);
      const previous = form.getValues('region');
      if (next === previous) return;
      form.setValue('region', next, setOptions);
      // A language or currency the user chose stays; one that was only the old region's default follows.
      if (form.getValues('lang') === defaultLanguageOfRegion(previous))
        form.setValue('lang', defaultLanguageOfRegion(next), setOptions);
      if (form.getValues('currency') === currencyOf(previous))
        form.setValue('currency', currencyOf(next), setOptions);
      if (markets.vehicleTypesOf(previous)?.join() !== markets.vehicleTypesOf(next)?.join())
        form.setValue('vehicle_type_id', null, setOptions);
      form.setValue('region_tag_ids', [], setOptions);
      form.setValue('country_id', null, setOptions);
      form.setValue('city_id', null, setOptions);
    },
    [form, markets],
  );
  const changeBrand = useCallback(
    (next: string | null) => {
      form.setValue('brand_id', next, setOptions);
      form.setValue('model_id', null, setOptions);
    },
    [form],
  );
  const changeCountry = useCallback(
    (next: string | null) => {
      form.setValue('country_id', next, setOptions);
      form.setValue('city_id', null, setOptions);
    },
    [form],
  );

  return { form, lookups, changeRegion, changeBrand, changeCountry };
}
export type AdFormApi = ReturnType<typeof useAdForm>;
