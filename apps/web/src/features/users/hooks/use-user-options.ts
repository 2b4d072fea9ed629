import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, isRole, type LookupItem, type Role } from '@coachyard/contract';
import { usePermissions } from '@/features/auth';
import { useSession } from '@/lib/auth';
import { useLookupItems } from '../api/get-lookup-options';
import type { NewUserDefaults } from './use-user-form';

/** A `roles` item stands for the role in its `code` attribute (seeded), else its key in upper case. */
const roleOf = (item: LookupItem): Role | null => {
  const code = item.attributes.code ?? item.slug.toUpperCase();
  return isRole(code) ? code : null;
};

/** The roles the signed-in user may give (DESIGN §4 hierarchy), in the product's order. */
export function useAssignableRoles(): Role[] {
  const { user } = useSession();
  const { data } = usePermissions();
  const allowed = user ? (data?.hierarchy[user.role] ?? []) : [];
  return ROLES.filter((role) => allowed.includes(role));
}

/**
 * Role options named by the `roles` lookup table in the reader's language: the assignable ones, plus
 * the user's present role, which must show even when the reader may not give it (one's own account).
 */
export function useRoleOptions(present?: string | null) {
  const { t } = useTranslation();
  const roles = useLookupItems('roles');
  const assignable = useAssignableRoles();
  return useMemo(() => {
    const names = new Map<Role, string>();
    for (const item of roles.data ?? []) {
      const role = roleOf(item);
      if (role) names.set(role, item.text);
    }
    return ROLES.filter((role) => assignable.includes(role) || role === present).map((role) => ({
      value: role,
      label: names.get(role) ?? t(`shell.roles.${role}`),
    }));
  }, [roles.data, assignable, present, t]);
}

/** The `languages` lookup table: its key is the language code the user form stores. */
export function useLanguageOptions() {
  const languages = useLookupItems('languages');
  return useMemo(
    () => (languages.data ?? []).map((item) => ({ value: item.slug, label: item.text })),
    [languages.data],
  );
}

/**
 * The `countries` lookup table as Region options, by name in the reader's language. Only countries
 * with cities: a user needs a city of its country (SPEC §5), so any other would be a dead end. `enabled`
 * false asks nothing yet (none then).
 */
export function useCountryOptions(enabled = true) {
  const { i18n } = useTranslation();
  const countries = useLookupItems('countries', enabled);
  return useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return (countries.data ?? [])
      .filter((item) => item.child_count > 0)
      .map((item) => ({ value: item.value, label: item.text }))
      .sort((left, right) => collator.compare(left.label, right.label));
  }, [countries.data, i18n.language]);
}

/** SPEC §3 defaults of a new form: the first role, the profile's country (its first city follows). */
export function useNewUserDefaults(): NewUserDefaults | null {
  const { user } = useSession();
  const [role] = useAssignableRoles();
  return useMemo(() => (role ? { role, country: user?.country ?? null } : null), [role, user?.country]);
}
