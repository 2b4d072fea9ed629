import '@mantine/core/styles/Switch.css';
import { lazy, Suspense } from 'react';
import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHasCoordinates, roleHasWorkHours, type User } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';
import { withChunkTimeout } from '@/app/lazy-page';
import { ResultDialog } from '@/components/result-dialog';
import { useUserForm, type NewUserDefaults } from '../hooks/use-user-form';
import { USERS_DOMAIN } from '../result-domain';
import { useUserSave, type UserFormTarget } from '../hooks/use-user-save';
import { userRoutes } from '../routes';
import { AccountFields } from './account-fields';
import { CoordinateFields } from './coordinate-fields';
import { PasswordFields } from './password-fields';
import { PlaceFields } from './place-fields';
import { ProfilePhotoField } from './profile-photo-field';
import { GrowingTextarea } from '@/components/growing-textarea';

/**
 * Only representatives have work hours and languages: their fields (Mantine's Autocomplete, its combobox and
 * Floating UI, 30 kB gzip) are downloaded when the role shows them, not with every user form.
 */
const WorkFields = lazy(() =>
  withChunkTimeout(import('./work-fields').then(({ WorkFields }) => ({ default: WorkFields }))),
);

interface UserFormProps {
  target: UserFormTarget;
  user?: User;
  defaults: NewUserDefaults;
  /** Where CANCEL leads. */
  cancelTo?: string;
}

/**
 * SPEC §2 User form: the photo, then role, names, email, phone, password, region, city, the extras of
 * the role, address and Active; KAYDET (save) and CANCEL; the result dialog.
 */
export function UserForm({ target, user, defaults, cancelTo = userRoutes.list }: UserFormProps) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const navigate = useNavigate();
  const state = useUserForm({ user, defaults, ...useUserSave(target) });
  const { form } = state;
  const role = useWatch({ control: form.control, name: 'role' });
  const ownAccount = target.kind === 'own';
  const hasWork = roleHasWorkHours(role);
  const hasCoordinates = roleHasCoordinates(role);

  return (
    <>
      <form
        onSubmit={state.submit}
        noValidate
        aria-label={t(state.mode === 'create' ? 'userForm.createLabel' : 'userForm.editLabel')}
      >
        <Stack gap="md" maw={960}>
          <Paper withBorder p="lg">
            <ProfilePhotoField photo={state.photo} />
          </Paper>
          <Paper withBorder p="lg">
            <Stack gap="md">
              <AccountFields form={form} ownAccount={ownAccount} />
              <PasswordFields state={state} />
            </Stack>
          </Paper>
          <Paper withBorder p="lg">
            <Stack gap="md">
              <PlaceFields form={form} />
              {hasWork || hasCoordinates ? (
                <Stack gap="md" component="section" aria-labelledby="user-form-extras">
                  <Title order={2} size="h5" id="user-form-extras">
                    {t(hasWork ? 'userForm.workDetails' : 'userForm.location')}
                  </Title>
                  {hasWork ? (
                    <Suspense fallback={null}>
                      <WorkFields form={form} />
                    </Suspense>
                  ) : null}
                  {hasCoordinates ? <CoordinateFields control={form.control} /> : null}
                </Stack>
              ) : null}
              <GrowingTextarea
                {...form.register('address')}
                label={t('userForm.address')}
                required
                minRows={2}
                error={message(form.formState.errors.address?.message)}
                autoComplete="street-address"
              />
              <Controller
                control={form.control}
                name="is_active"
                render={({ field: { value, onChange, ...field } }) => (
                  <Switch
                    {...field}
                    checked={value === 1 || value === true}
                    onChange={(event) => onChange(event.currentTarget.checked ? 1 : 0)}
                    label={t('userForm.active')}
                    disabled={ownAccount}
                    description={ownAccount ? t('userForm.activeLocked') : undefined}
                  />
                )}
              />
            </Stack>
          </Paper>
          <Group gap="sm">
            <Button type="submit" loading={state.isSubmitting} miw={120}>
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={() => navigate(cancelTo)} miw={120}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultDialog domain={USERS_DOMAIN} />
    </>
  );
}
