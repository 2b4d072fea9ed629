import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage, type Feed } from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { feeds } from '../api/resources';
import { uploadFeedFile } from '../api/upload-feed-file';
import { FEEDS_DOMAIN } from '../result-domain';
import { toFeedBody, toFeedValues, type FeedFormValues } from './feed-form-values';

const loadRules = () => withChunkTimeout(import('./feed-form-rules'));

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : translateMessage('errors.internal', currentLanguage());

/**
 * The feed form: create or replace (PUT) a feed. A file picked is uploaded on save (namespace `feed`) and the feed
 * keeps its key; an upload feed needs one. A stale version (409) shows the feed as now saved, to change it again.
 */
export function useFeedForm(feed: Feed | undefined, onCreated: (feed: Feed) => void) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(feed);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<FeedFormValues>({ defaultValues: toFeedValues(feed) });
  const create = feeds.useCreate({});
  const update = feeds.useUpdate({}, feed?.id ?? '');
  const { succeed, fail } = useActionResult(FEEDS_DOMAIN);

  const startOver = (saved: Feed) => {
    setCurrent(saved);
    setFile(null);
    form.reset(toFeedValues(saved));
  };

  const showFailure = async (error: unknown) => {
    if (!isApiError(error)) return fail(reasonOf(error));
    const latest = error.status === 409 ? (await loadRules()).savedFeedOf(error.current) : null;
    if (latest) startOver(latest);
    if (error.status === 409) return fail(t('feeds.conflict'));
    for (const [field, messages] of Object.entries(error.fields)) {
      if (messages[0] && field in form.getValues())
        form.setError(field as keyof FeedFormValues, { type: 'server', message: messages[0] });
    }
    fail(error.detail);
  };

  const onValid = async (values: FeedFormValues) => {
    const body = toFeedBody(values, current?.file_key ?? null);
    let problems;
    try {
      problems = Object.entries((await loadRules()).feedFormProblems(body));
    } catch (error) {
      return fail(reasonOf(error));
    }
    for (const [field, message] of problems) form.setError(field as keyof FeedFormValues, { message });
    const needsFile = values.source_kind === 'upload' && !file && !current?.file_key;
    if (needsFile) form.setError('root.file', { message: 'feed.file_missing' });
    if (problems.length > 0 || needsFile) return;
    try {
      if (file && values.source_kind === 'upload') body.file_key = await uploadFeedFile(file, values.format);
      const response = current
        ? await update.mutateAsync({ ...body, version: current.version })
        : await create.mutateAsync(body);
      succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
      if (current) startOver(response.data);
      else onCreated(response.data);
    } catch (error) {
      await showFailure(error);
    }
  };

  return {
    form,
    feed: current,
    file,
    pickFile: (next: File | null) => {
      setFile(next);
      form.clearErrors('root.file');
    },
    submit: form.handleSubmit(onValid),
  };
}
export type FeedFormState = ReturnType<typeof useFeedForm>;
