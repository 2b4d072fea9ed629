import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  translateMessage,
  type Advertisement,
  type AdvertisementFormStep,
  type AdvertisementStatus,
} from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { useChangeStatus } from '../api/ad-actions';
import { advertisements } from '../api/resources';
import { adRoutes } from '../routes';
import { AD_DOMAIN } from './ad-domain';
import { formDataOf, formPathOf, toBody, toFormValues, type AdFormValues } from './ad-form-values';
import { loadAdRules, useAdForm } from './use-ad-form';
import { useAdFormState } from './use-ad-form-state';

export { AD_DOMAIN } from './ad-domain';

/** The fields of a refused submission (POST …/status): the ad's health checks and shared photos. */
const SUBMISSION_CHECK = /^(health\.|duplicates$)/;

const sameFields = (left: object, right: object) => JSON.stringify(left) === JSON.stringify(right);

interface Options {
  /** The saved ad (an edit), or undefined while creating. */
  ad: Advertisement | undefined;
  /** Staff create ads for a dealer, so they name the owner. */
  withOwner: boolean;
  initialStep?: AdvertisementFormStep;
}

/**
 * The stepped form's behaviour apart from its rendering: the form state (step + merged data), saving the form
 * step when it is left (a new ad is created as a draft, so that photos have an ad to belong to), status moves,
 * and the messages of each outcome — a stale version (409) reloads the current ad and says so.
 */
export function useAdEditor({ ad, withOwner, initialStep = 'form' }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formState = useAdFormState({ step: initialStep, data: ad ? formDataOf(ad) : { media: [] } });
  const { form, ...fields } = useAdForm(formState.state.data, withOwner);
  const create = advertisements.useCreate({});
  const patch = advertisements.usePatch({});
  const changeStatus = useChangeStatus();
  const { succeed, fail } = useActionResult(AD_DOMAIN);
  const { merge } = formState;

  /** After any write the answer is the truth: the state and the form take it, untouched again. */
  const adopt = useCallback(
    (saved: Advertisement) => {
      merge(formDataOf(saved));
      form.reset(toFormValues(formDataOf(saved)));
    },
    [merge, form],
  );

  const showFailure = useCallback(
    async (error: unknown) => {
      if (!isApiError(error)) return fail(translateMessage('errors.internal', currentLanguage()));
      if (error.status === 409) {
        // The rules read the ad now saved; without them (a failed download) the message alone still says why.
        const current = await withChunkTimeout(loadAdRules()).then(
          (rules) => rules.savedAdOf(error.current),
          () => null,
        );
        if (current) adopt(current);
        return fail(t('adForm.stale'));
      }
      // A refused submission names the ad's failing checks, which are no field of the form: they are listed.
      const checks: string[] = [];
      for (const [field, messages] of Object.entries(error.fields)) {
        if (SUBMISSION_CHECK.test(field)) {
          checks.push(...messages);
          continue;
        }
        const path = formPathOf(field) as keyof AdFormValues;
        if (messages[0]) form.setError(path, { type: 'server', message: messages[0] });
      }
      fail([error.detail, ...checks.map((message) => `• ${message}`)].join('\n'));
    },
    [adopt, fail, form, t],
  );

  /** Saves the form step: creates the draft, or sends the fields when they changed. Null when it failed. */
  const saveForm = useCallback(
    async (values: AdFormValues, { force = false } = {}): Promise<Advertisement | null> => {
      const body = toBody(values, { withOwner: withOwner && !ad });
      merge(body);
      // Compared with what the ad holds, not react-hook-form's dirty flag: a value typed and typed back
      // changes nothing, and an untouched ad is not written again (nor its version bumped).
      if (ad && !force && sameFields(body, toBody(toFormValues(formDataOf(ad)), { withOwner: false })))
        return ad;
      try {
        const response = ad
          ? await patch.mutateAsync({ id: ad.id, body: { ...body, version: ad.version } })
          : await create.mutateAsync(body);
        adopt(response.data);
        return response.data;
      } catch (error) {
        await showFailure(error);
        return null;
      }
    },
    [ad, withOwner, merge, patch, create, adopt, showFailure],
  );

  const { goTo } = formState;
  /** Leaving the form step checks and saves it first; a new ad continues on its own edit page. */
  const goToStep = useCallback(
    (step: AdvertisementFormStep) => {
      if (formState.state.step !== 'form') return goTo(step);
      void form.handleSubmit(async (values) => {
        const saved = await saveForm(values);
        if (!saved) return;
        if (!ad) navigate(adRoutes.edit(saved.id), { replace: true, state: { step } });
        else goTo(step);
      })();
    },
    [formState.state.step, goTo, form, saveForm, ad, navigate],
  );

  /** KAYDET: checks and saves what was typed, on whatever step. */
  const save = useCallback(
    () =>
      form.handleSubmit(async (values) => {
        const saved = await saveForm(values, { force: true });
        if (!saved) return;
        if (!ad) navigate(adRoutes.edit(saved.id), { replace: true, state: { step: formState.state.step } });
        succeed(t('adForm.saved'));
      })(),
    [form, saveForm, ad, navigate, formState.state.step, succeed, t],
  );

  const moveTo = useCallback(
    async (status: AdvertisementStatus, reason?: string) => {
      if (!ad) return false;
      try {
        const response = await changeStatus.mutateAsync({
          id: ad.id,
          body: { status, reason, version: ad.version },
        });
        adopt(response.data);
        succeed(response.successMessage ?? t('adForm.saved'));
        return true;
      } catch (error) {
        await showFailure(error);
        return false;
      }
    },
    [ad, changeStatus, adopt, succeed, t, showFailure],
  );

  const isSaving = create.isPending || patch.isPending || changeStatus.isPending;
  return { ...formState, form, ...fields, ad, goToStep, save, moveTo, showFailure, isSaving };
}
export type AdEditor = ReturnType<typeof useAdEditor>;
