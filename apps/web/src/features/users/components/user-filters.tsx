import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@coachyard/contract';
import type { FlagFilter, ListParams } from '@/components/data-table';
import { useCities } from '../api/get-cities';
import { useCountryOptions } from '../hooks/use-user-options';

export const USER_FILTERS = ['role', 'is_active', 'country', 'city'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/**
 * The filters of /users for the list's bar: role and active in it, country and city behind "More filters". The
 * city list belongs to the chosen country, so changing the country drops the city in the same URL change.
 */
export function useUserFilters(list: ListParams<UserFilter>) {
  const { t } = useTranslation();
  // The countries (a 170 kB table) are asked for once "More filters" is about to open, or a country is set (its
  // chip names it): not beside the list's first page.
  const [moreWanted, setMoreWanted] = useState(false);
  const countries = useCountryOptions(moreWanted || Boolean(list.filters.country));
  const cities = useCities(list.filters.country || null);
  const filters: FlagFilter[] = [
    {
      name: 'role',
      label: t('users.columns.role'),
      value: list.filters.role,
      options: ROLES.map((role) => ({ value: role, label: t(`shell.roles.${role}`) })),
    },
    { name: 'is_active', label: t('users.columns.active'), value: list.filters.is_active },
    {
      name: 'country',
      label: t('users.filters.country'),
      value: list.filters.country,
      options: countries,
      more: true,
    },
    {
      name: 'city',
      label: t('users.filters.city'),
      value: list.filters.city,
      options: (cities.data ?? []).map((item) => ({ value: item.value, label: item.text })),
      more: true,
    },
  ];
  const onFilter = (name: string, value: string) =>
    name === 'country'
      ? list.setFilters({ country: value, city: '' })
      : list.setFilter(name as UserFilter, value);
  return { filters, onFilter, onMoreWanted: () => setMoreWanted(true) };
}
