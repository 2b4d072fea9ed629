import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginForm as LoginValues } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { useTranslateMessage } from '@/lib/language';
import { loadLoginSchemas, startSession } from '../api/sign-in';
import type { LoginErrors } from '../api/login-schemas';

const FIELDS = ['username', 'password'] as const;

interface FormAlert {
  title: string;
  detail?: string;
}

const valuesOf = (form: HTMLFormElement): LoginValues => {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
};

interface LoginFormProps {
  /** Called on the first focus, with the schemas' download: the sign-in page fetches the app meanwhile. */
  onFirstUse?: () => void;
}

/**
 * SPEC §2/§5 login form: an email field named `username`, a password field, LOGIN with a loading state;
 * the first error of each field under it, in the current language. Checked on submit, then again as the
 * user corrects a field. Two fields need no form library: the sign-in page is lighter without one.
 */
export function LoginForm({ onFirstUse }: LoginFormProps) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);
  const used = useRef(false);
  const fields = useRef<Record<keyof LoginValues, HTMLInputElement | null>>({
    username: null,
    password: null,
  });

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    void loadLoginSchemas();
    onFirstUse?.();
  };

  const focusFirst = (found: LoginErrors) => fields.current[FIELDS.find((field) => found[field])!]?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = valuesOf(event.currentTarget);
    submitted.current = true;
    setAlert(null);
    const checked = (await loadLoginSchemas()).validateLogin(values);
    setErrors(checked.errors);
    if (!checked.values) {
      focusFirst(checked.errors);
      return;
    }
    setPending(true);
    try {
      // Stays pending once signed in: the app takes the screen over.
      await startSession(checked.values);
    } catch (error) {
      setPending(false);
      if (!isApiError(error)) {
        setAlert({ title: message('errors.internal') ?? '' });
        return;
      }
      // 404 puts "wrong username or password" on `username` (SPEC §8); a 400 names the payload fields.
      const serverErrors: LoginErrors = {
        username: error.fieldError('username') ?? error.fieldError('user_email'),
        password: error.fieldError('password') ?? error.fieldError('user_password'),
      };
      if (serverErrors.username || serverErrors.password) {
        setErrors(serverErrors);
        if (serverErrors.username) focusFirst(serverErrors);
        return;
      }
      const wait = error.retryAfterSeconds
        ? t('login.retryIn', { seconds: error.retryAfterSeconds })
        : undefined;
      const detail = [error.detail !== error.message ? error.detail : undefined, wait]
        .filter(Boolean)
        .join(' ');
      setAlert({ title: error.message, detail: detail || undefined });
    }
  };

  // After a first submit, a corrected field loses its message as it is typed (and a new one shows).
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as keyof LoginValues;
    if (!submitted.current || !FIELDS.includes(field)) return;
    const form = event.currentTarget;
    const { errors: found } = (await loadLoginSchemas()).validateLogin(valuesOf(form));
    setErrors((current) => ({ ...current, [field]: found[field] }));
  };

  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={firstUse} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" role="alert" title={alert.title} icon={<IconAlertCircle aria-hidden="true" />}>
            {alert.detail}
          </Alert>
        ) : null}
        <TextInput
          ref={(input) => {
            fields.current.username = input;
          }}
          name="username"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          error={message(errors.username)}
        />
        <PasswordInput
          ref={(input) => {
            fields.current.password = input;
          }}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={message(errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" loading={pending} aria-busy={pending} fullWidth mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
