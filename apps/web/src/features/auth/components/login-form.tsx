import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginForm as LoginValues } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { useTranslateMessage } from '@/lib/i18n';
import { loadLoginSchemas, useSignIn } from '../api/sign-in';

/** zodResolver(loginFormSchema), fetched with zod on first use. */
const loginResolver: Resolver<LoginValues> = async (...args) =>
  (await loadLoginSchemas()).loginResolver(...args);
const prefetchSchemas = () => void loadLoginSchemas();

interface FormAlert {
  title: string;
  detail?: string;
}

/**
 * SPEC §2/§5 login form: an email field named `username`, a password field, LOGIN with a loading state;
 * the first error of each field under it, in the current language.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const signIn = useSignIn();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) {
        setAlert({ title: message('errors.internal') ?? '' });
        return;
      }
      // 404 puts "wrong username or password" on `username` (SPEC §8); a 400 names the payload fields.
      const usernameError = error.fieldError('username') ?? error.fieldError('user_email');
      const passwordError = error.fieldError('password') ?? error.fieldError('user_password');
      if (usernameError)
        form.setError('username', { type: 'server', message: usernameError }, { shouldFocus: true });
      if (passwordError) form.setError('password', { type: 'server', message: passwordError });
      if (!usernameError && !passwordError) {
        const wait = error.retryAfterSeconds
          ? t('login.retryIn', { seconds: error.retryAfterSeconds })
          : undefined;
        const detail = [error.detail !== error.message ? error.detail : undefined, wait]
          .filter(Boolean)
          .join(' ');
        setAlert({ title: error.message, detail: detail || undefined });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={prefetchSchemas} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" role="alert" title={alert.title} icon={<IconAlertCircle aria-hidden="true" />}>
            {alert.detail}
          </Alert>
        ) : null}
        <TextInput
          {...form.register('username')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          error={message(errors.username?.message)}
        />
        <PasswordInput
          {...form.register('password')}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={message(errors.password?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" loading={signIn.isPending} aria-busy={signIn.isPending} fullWidth mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
