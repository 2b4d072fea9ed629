import '@mantine/core/styles/Grid.css';
import { useState } from 'react';
import { Button, Grid, Stack, Text } from '@mantine/core';
import { InlineLoader } from '@/components/page-loader';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentItem, Language } from '@coachyard/contract';
import { PageTitle } from '@/components/page-title';
import { RecordHistoryDrawer } from '@/features/audit';
import { ResultDialog } from '@/components/result-dialog';
import { useActionResult } from '@/components/use-action-result';
import { contentItems } from '../api/resources';
import { useCreatePreviewLink } from '../api/create-preview-link';
import { useEditingPresence } from '../api/report-presence';
import { ConflictDialog } from '../components/conflict-dialog';
import { ContentMetaFields } from '../components/content-meta-fields';
import { CoverImageField } from '../components/cover-image-field';
import { DeleteContentButton } from '../components/delete-content-button';
import { FormActions } from '../components/form-actions';
import { LanguageTabs } from '../components/language-tabs';
import { PresenceNotice } from '../components/presence-notice';
import { SourcePane } from '../components/source-pane';
import { TranslationPanel } from '../components/translation-panel';
import { emptyTranslation } from '../hooks/content-form-values';
import { CONTENT_FORM_DOMAIN, useContentForm } from '../hooks/use-content-form';
import { useContentPrivileges } from '../hooks/use-content-privileges';
import { startRecordAt } from '@/lib/resource-hooks';

/** The record an edit form opens on, asked for before its first render (`app/lazy-page.ts`). */
export const startQueries = startRecordAt(contentItems);

/** /content/create and /content/{id}/edit: the item loads first, then the editor opens on it. */
export default function ContentFormPage() {
  const { id } = useParams();
  const item = contentItems.useOne({}, id);
  if (id && item.isPending) return <InlineLoader />;
  if (id && item.error) return <Text role="alert">{item.error.message}</Text>;
  return <ContentEditor key={item.data?.id ?? 'new'} item={item.data} />;
}

function ContentEditor({ item }: { item: ContentItem | undefined }) {
  const { t } = useTranslation();
  const form = useContentForm(item);
  const { canCreate, canUpdate, canDelete } = useContentPrivileges();
  const { values, change } = form;
  const [language, setLanguage] = useState<Language>(values.source_language);
  const [source, setSource] = useState<Language>(values.source_language);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The same query the page opened the item with: read again after a restore, the form takes the restored text.
  const current = contentItems.useOne({}, item?.id);
  const reloadRestored = () => void current.refetch().then(({ data }) => data && form.reload(data));
  const preview = useCreatePreviewLink(item?.id ?? '');
  const presence = useEditingPresence(item?.id, canUpdate);
  const { succeed } = useActionResult(CONTENT_FORM_DOMAIN);
  const text = values.translations[language];
  const written = Object.keys(values.translations) as Language[];

  const createPreview = () =>
    preview.mutate(
      { language, hours: 24 },
      {
        onSuccess: (link) =>
          succeed(t('content.preview.ready', { url: new URL(link.url, window.location.origin).href })),
      },
    );

  return (
    <>
      <PageTitle />
      <Stack gap="md">
        <FormActions
          form={form}
          canSave={item ? canUpdate : canCreate}
          onHistory={form.base ? () => setHistoryOpen(true) : undefined}
          onPreview={form.base ? createPreview : undefined}
          extra={
            canDelete && form.base && !form.base.deleted_at ? <DeleteContentButton item={form.base} /> : null
          }
        />
        <PresenceNotice editors={presence.data?.editors ?? []} />
        <ContentMetaFields values={values} onChange={change} />
        <CoverImageField
          coverKey={values.cover_key}
          onChange={(coverKey) => change({ ...values, cover_key: coverKey })}
        />
        <LanguageTabs
          active={language}
          onChange={setLanguage}
          stateOf={(code) => values.translations[code]?.status ?? 'missing'}
          outdated={form.base?.outdated_languages ?? []}
        />
        <Grid>
          {language !== source ? (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <SourcePane
                languages={written}
                source={source}
                onSource={setSource}
                text={values.translations[source]}
              />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, md: language !== source ? 7 : 12 }}>
            {text ? (
              <TranslationPanel
                language={language}
                value={text}
                onChange={(next) =>
                  change({ ...values, translations: { ...values.translations, [language]: next } })
                }
                errorOf={form.errorOf}
                coverChosen={Boolean(values.cover_key)}
              />
            ) : (
              <Button
                variant="light"
                onClick={() =>
                  change({
                    ...values,
                    translations: { ...values.translations, [language]: emptyTranslation() },
                  })
                }
              >
                {t('content.addLanguage', { language: t(`translationForm.languageNames.${language}`) })}
              </Button>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      <ConflictDialog conflict={form.conflict} onSettle={form.settle} />
      {form.base ? (
        <RecordHistoryDrawer
          namespace="content"
          recordId={form.base.id}
          title={t('content.history.title')}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={reloadRestored}
        />
      ) : null}
      <ResultDialog domain={CONTENT_FORM_DOMAIN} />
    </>
  );
}
