import { useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  translateMessage,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsValues,
} from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { isApiError } from '@/lib/api-client';
import { deferredResolver, failWhenRulesMissing } from '@/lib/deferred-resolver';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { useSaveSettingsGroup } from '../api/save-settings-group';

const loadRules = () => import('./settings-rules');

/** The result dialog's domain (SPEC §3 "actionResult per domain"). */
export const SETTINGS_DOMAIN = 'settings';

export type SettingsForm<G extends SettingsGroup> = UseFormReturn<SettingsValues[G]>;

/**
 * One group's form: checked by the group's contract schema before it is sent, saved with the version it was
 * read at. A stale save (409) loads what the other person saved for review; the API's field errors
 * (`values.<path>`) go under their fields. A restored or newly loaded version replaces what is on screen.
 */
export function useSettingsGroupForm<G extends SettingsGroup>(state: SettingsGroupState<G>) {
  const { t } = useTranslation();
  const group = state.group;
  const resolver = useMemo(
    () => deferredResolver(loadRules, (rules) => rules.settingsResolver(group)),
    [group],
  );
  const form = useForm<SettingsValues[G]>({
    defaultValues: state.values as DefaultValues<SettingsValues[G]>,
    resolver,
  });
  const [version, setVersion] = useState(state.version);
  const save = useSaveSettingsGroup(group);
  const { succeed, fail } = useActionResult(SETTINGS_DOMAIN);

  useEffect(() => {
    setVersion(state.version);
    form.reset(state.values);
  }, [state.version]); // eslint-disable-line react-hooks/exhaustive-deps -- a new version only

  const showFailure = async (error: unknown) => {
    if (!isApiError(error)) {
      fail(translateMessage('errors.internal', currentLanguage()));
      return;
    }
    const current =
      error.status === 409 ? (await withChunkTimeout(loadRules())).savedGroupOf(error.current) : null;
    if (current) {
      setVersion(current.version);
      form.reset(current.values as SettingsValues[G]);
      fail(t('settings.conflict'));
      return;
    }
    for (const [field, messages] of Object.entries(error.fields)) {
      const path = field.replace(/^values\./, '') as FieldPath<SettingsValues[G]>;
      if (messages[0]) form.setError(path, { type: 'server', message: messages[0] });
    }
    fail(error.detail);
  };

  const submit = failWhenRulesMissing(
    form.handleSubmit(async (values) => {
      try {
        const response = await save.mutateAsync({ version, values });
        setVersion(response.data.version);
        form.reset(response.data.values);
        succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
      } catch (error) {
        await showFailure(error);
      }
    }),
    fail,
  );

  return { form, version, submit, isSaving: save.isPending };
}
export type SettingsGroupForm<G extends SettingsGroup> = ReturnType<typeof useSettingsGroupForm<G>>;
