import { useEffect, useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DELAYS_MS, type UserFormValues } from '@coachyard/contract';
import { useCities } from '../api/get-cities';
import { useCountryOptions } from './use-user-options';

const toOptions = (items: { value: string; text: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.value, label: item.text }));

/**
 * Region and city (SPEC §4): choosing a country loads its cities after 10 ms and selects the first; a
 * form without a country (a profile that has none) starts at the first country.
 */
export function useUserPlaces(form: UseFormReturn<UserFormValues>) {
  const countryOptions = useCountryOptions();
  const [country, city] = useWatch({ control: form.control, name: ['country', 'city'] });
  const [citiesOf, setCitiesOf] = useState(country);
  useEffect(() => {
    if (country === citiesOf) return;
    const timer = setTimeout(() => setCitiesOf(country), DELAYS_MS.cityFetch);
    return () => clearTimeout(timer);
  }, [country, citiesOf]);
  const cities = useCities(citiesOf);

  const firstCountry = countryOptions[0]?.value;
  useEffect(() => {
    if (!country && firstCountry) form.setValue('country', firstCountry);
  }, [country, firstCountry, form]);

  // A city of the country stays; anything else (none yet, another country's) becomes the first city.
  useEffect(() => {
    if (!cities.data || !citiesOf || citiesOf !== country) return;
    if (cities.data.some((item) => item.value === city)) return;
    form.setValue('city', cities.data[0]?.value ?? null, { shouldValidate: form.formState.isSubmitted });
  }, [cities.data, citiesOf, country, city, form]);

  const changeCountry = (value: string) => {
    form.setValue('country', value || null, { shouldValidate: form.formState.isSubmitted });
    form.setValue('city', null);
  };

  return {
    countryOptions,
    cityOptions: useMemo(
      () => toOptions(citiesOf === country ? cities.data : undefined),
      [cities.data, citiesOf, country],
    ),
    citiesLoading: Boolean(country) && (citiesOf !== country || cities.isPending),
    noCities: citiesOf === country && cities.data?.length === 0,
    changeCountry,
  };
}
export type UserPlaces = ReturnType<typeof useUserPlaces>;
