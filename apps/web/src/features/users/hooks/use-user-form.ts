import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_PLACEHOLDER,
  newUserFormValues,
  translateMessage,
  userFormFieldOf,
  userFormToBody,
  userToFormValues,
  type Role,
  type User,
  type UserFormValues,
} from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { withChunkTimeout } from '@/app/lazy-page';
import { deferredResolver, failWhenRulesMissing } from '@/lib/deferred-resolver';
import { currentLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useActionResult } from '@/components/use-action-result';
import { citiesQueryOptions } from '../api/get-cities';
import { USERS_DOMAIN } from '../result-domain';
import { useProfilePhoto } from './use-profile-photo';
import type { UserSave } from './use-user-save';

export interface NewUserDefaults {
  role: Role;
  country: string | null;
}

export interface UseUserFormOptions extends UserSave {
  /** The saved user: update mode. Absent: create mode. */
  user?: User;
  defaults: NewUserDefaults;
}

const loadRules = () => import('./user-form-rules');

/**
 * A new user's values, with the first city of the country when its cities are in the cache (the form's
 * `startQueries` asked for them): chosen after the first commit instead (`useUserPlaces`), it rendered the whole
 * form again in that commit's task (issue 30).
 */
const newValues = (defaults: NewUserDefaults) =>
  newUserFormValues({
    ...defaults,
    city: queryClient.getQueryData(citiesQueryOptions(defaults.country).queryKey)?.[0]?.value ?? null,
  });

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : translateMessage('errors.internal', currentLanguage());

/**
 * The User form's behaviour (SPEC §4), apart from its rendering: create or update; in update mode the
 * password stays locked until Change is toggled; on success the chosen photo is uploaded and patched
 * onto the user, then the result dialog shows, and the form starts over (create) or relocks its
 * password (update). Failures show the API's message, with field errors under their fields.
 */
export function useUserForm({ user, defaults, save, savePicture }: UseUserFormOptions) {
  const { t } = useTranslation();
  const mode = user ? 'update' : 'create';
  const [current, setCurrent] = useState(user);
  const [passwordChanging, setPasswordChanging] = useState(false);
  const photo = useProfilePhoto(current?.profile_picture_url ?? null);
  const resolver = useMemo(
    () => deferredResolver(loadRules, (rules) => rules.userFormResolver({ mode, passwordChanging })),
    [mode, passwordChanging],
  );
  const form = useForm<UserFormValues>({
    defaultValues: user ? userToFormValues(user) : newValues(defaults),
    resolver,
  });
  const { succeed, fail } = useActionResult(USERS_DOMAIN);

  /** SPEC §4: Change unlocks empty password fields; toggling back restores the placeholder. */
  const togglePassword = () => {
    const next = !passwordChanging;
    setPasswordChanging(next);
    const value = next ? '' : PASSWORD_PLACEHOLDER;
    form.setValue('password', value);
    form.setValue('password_confirmation', value);
    form.clearErrors(['password', 'password_confirmation']);
  };

  const startOver = (saved: User) => {
    if (mode === 'create') {
      form.reset(newValues(defaults));
      return;
    }
    setCurrent(saved);
    setPasswordChanging(false);
    form.reset(userToFormValues(saved));
  };

  const showFailure = async (error: unknown) => {
    if (!isApiError(error)) return fail(reasonOf(error));
    // A stale version: show the user as now saved, so that the change is made again on top of it.
    const latest =
      error.status === 409 ? (await withChunkTimeout(loadRules())).savedUserOf(error.current) : null;
    if (latest) startOver(latest);
    if (error.status === 409) return fail(t('userForm.conflict'));
    for (const [field, messages] of Object.entries(error.fields)) {
      const name = userFormFieldOf(field) as keyof UserFormValues;
      if (messages[0] && name in form.getValues())
        form.setError(name, { type: 'server', message: messages[0] });
    }
    fail(error.detail);
  };

  const onValid = async (values: UserFormValues) => {
    let response;
    try {
      response = await save(userFormToBody(values, { mode, passwordChanging }), current?.version);
    } catch (error) {
      return showFailure(error);
    }
    let saved = response.data;
    try {
      const picture = await photo.commit();
      if (picture !== undefined) saved = (await savePicture(saved, picture)).data;
      photo.reset();
    } catch (error) {
      // The user is saved: say so, and why the photo is not. A create starts over, an update keeps
      // the photo with its error and Retry, for the next save.
      if (mode === 'create') photo.reset();
      startOver(saved);
      return fail(t('userForm.photoFailed', { reason: reasonOf(error) }));
    }
    succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
    startOver(saved);
  };

  return {
    form,
    mode,
    user: current,
    photo,
    passwordChanging,
    togglePassword,
    submit: failWhenRulesMissing(form.handleSubmit(onValid), fail),
    isSubmitting: form.formState.isSubmitting,
  };
}
export type UserFormState = ReturnType<typeof useUserForm>;
