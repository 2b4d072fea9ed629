import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/lib/i18n';
import type { UserFormState } from '../hooks/use-user-form';

/**
 * Password and its confirmation (SPEC §2, §4). A create always asks for one; an update keeps them
 * locked and dimmed behind the placeholder until Change password is toggled.
 */
export function PasswordFields({ state }: { state: UserFormState }) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const { form, mode, passwordChanging, togglePassword } = state;
  const { errors } = form.formState;
  const locked = mode === 'update' && !passwordChanging;

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          {...form.register('password')}
          label={t('userForm.password')}
          description={t('userForm.passwordHint')}
          required
          disabled={locked}
          error={message(errors.password?.message)}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <PasswordInput
          {...form.register('password_confirmation')}
          label={t('userForm.passwordConfirmation')}
          required
          disabled={locked}
          error={message(errors.password_confirmation?.message)}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
      </SimpleGrid>
      {mode === 'update' ? (
        <Group>
          <Button
            variant={passwordChanging ? 'filled' : 'default'}
            size="compact-sm"
            aria-pressed={passwordChanging}
            onClick={() => {
              togglePassword();
              if (!passwordChanging) setTimeout(() => form.setFocus('password'));
            }}
            leftSection={
              passwordChanging ? (
                <IconLockOpen size={14} aria-hidden="true" />
              ) : (
                <IconLock size={14} aria-hidden="true" />
              )
            }
          >
            {t('userForm.changePassword')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
