import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { filterPhoneInput, roleHasLastName, type UserFormValues } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';
import { useRoleOptions } from '../hooks/use-user-options';
import { FilteredInput } from './filtered-input';

interface AccountFieldsProps {
  form: UseFormReturn<UserFormValues>;
  /** One's own account: nobody changes their own role (SPEC §2). */
  ownAccount: boolean;
}

/** Role, the names (a dealer's branch name), email and phone: the first fields of SPEC §2's order. */
export function AccountFields({ form, ownAccount }: AccountFieldsProps) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const roleOptions = useRoleOptions(role);
  const dealer = !roleHasLastName(role);

  return (
    <>
      <NativeSelect
        {...form.register('role')}
        label={t('userForm.role')}
        required
        disabled={ownAccount}
        description={ownAccount ? t('userForm.roleLocked') : undefined}
        data={roleOptions}
        error={message(errors.role?.message)}
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.register('first_name')}
          label={dealer ? t('userForm.branchName') : t('userForm.firstName')}
          placeholder={dealer ? t('userForm.branchNamePrompt') : undefined}
          required
          error={message(errors.first_name?.message)}
          autoComplete={dealer ? 'organization' : 'given-name'}
        />
        {dealer ? null : (
          <TextInput
            {...form.register('last_name')}
            label={t('userForm.lastName')}
            required
            error={message(errors.last_name?.message)}
            autoComplete="family-name"
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.register('email_address')}
          type="email"
          label={t('userForm.email')}
          required
          error={message(errors.email_address?.message)}
          autoComplete="email"
          dir="ltr"
        />
        <FilteredInput
          control={form.control}
          name="phone_number"
          label={t('userForm.phone')}
          description={t('userForm.phoneHint')}
          filter={filterPhoneInput}
          inputMode="tel"
          leftSection="+"
        />
      </SimpleGrid>
    </>
  );
}
