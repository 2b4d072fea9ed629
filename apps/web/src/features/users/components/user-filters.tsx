import { NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@coachyard/contract';
import type { ListParams } from '@/components/data-table';
import { useCities } from '../api/get-cities';
import { useCountryOptions } from '../hooks/use-user-options';

export const USER_FILTERS = ['role', 'is_active', 'country', 'city'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/**
 * The filters of /users, side by side: role, active, country and city. The city list
 * belongs to the chosen country, so changing the country drops the city in the same URL change.
 */
export function UserFilters({ list }: { list: ListParams<UserFilter> }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const countries = useCountryOptions();
  const cities = useCities(list.filters.country || null);
  const any = { value: '', label: t('dataTable.any') };

  const setCountry = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('country', value);
      else next.delete('country');
      next.delete('city');
      next.delete('page');
      return next;
    });

  return (
    <>
      <NativeSelect
        label={t('users.columns.role')}
        value={list.filters.role}
        onChange={(event) => list.setFilter('role', event.currentTarget.value)}
        data={[any, ...ROLES.map((role) => ({ value: role, label: t(`shell.roles.${role}`) }))]}
        w={150}
      />
      <NativeSelect
        label={t('users.columns.active')}
        value={list.filters.is_active}
        onChange={(event) => list.setFilter('is_active', event.currentTarget.value)}
        data={[any, { value: '1', label: t('dataTable.yes') }, { value: '0', label: t('dataTable.no') }]}
        w={110}
      />
      <NativeSelect
        label={t('users.filters.country')}
        value={list.filters.country}
        onChange={(event) => setCountry(event.currentTarget.value)}
        data={[any, ...countries]}
        w={170}
      />
      <NativeSelect
        label={t('users.filters.city')}
        value={list.filters.city}
        onChange={(event) => list.setFilter('city', event.currentTarget.value)}
        data={[any, ...(cities.data ?? []).map((item) => ({ value: item.value, label: item.text }))]}
        disabled={!list.filters.country}
        w={170}
      />
    </>
  );
}
