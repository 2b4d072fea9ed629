import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type MenuChild } from '@coachyard/contract';
import { DeferredSelect, type SelectOption } from '@/components/deferred-select';

/**
 * One entry's settings: where it leads (content or URL), its label per language, where it is hidden, new tab.
 * Loaded the first time an entry is edited (`menu-editor.tsx`); mounted only while one is.
 */
export default function EntryDialog({
  entry,
  contentOptions,
  onSave,
  onClose,
}: {
  /** Always true: the editor mounts the dialog while an entry is edited (`deferDialog` waits for it). */
  opened: true;
  entry: MenuChild | null;
  contentOptions: SelectOption[];
  onSave: (entry: MenuChild) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MenuChild | null>(entry);
  if (!entry || !draft) return null;
  const nameOf = (language: Language) => t(`translationForm.languageNames.${language}`);
  const setLabel = (language: Language, text: string) => {
    const labels = { ...draft.labels };
    if (text.trim()) labels[language] = text;
    else delete labels[language];
    setDraft({ ...draft, labels });
  };
  const toggleHidden = (language: Language, hidden: boolean) =>
    setDraft({
      ...draft,
      hidden_in: hidden ? [...draft.hidden_in, language] : draft.hidden_in.filter((one) => one !== language),
    });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('menus.entry.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <SegmentedControl
          aria-label={t('menus.entry.kind')}
          value={draft.kind}
          onChange={(kind) => setDraft({ ...draft, kind: kind as MenuChild['kind'] })}
          data={[
            { value: 'content', label: t('menus.entry.content') },
            { value: 'url', label: t('menus.entry.url') },
          ]}
        />
        {draft.kind === 'content' ? (
          <DeferredSelect
            label={t('menus.entry.content')}
            data={contentOptions}
            value={draft.content_id}
            onChange={(contentId) => setDraft({ ...draft, content_id: contentId })}
          />
        ) : (
          <TextInput
            label={t('menus.entry.url')}
            description={t('menus.entry.urlHint')}
            dir="ltr"
            value={draft.url ?? ''}
            onChange={(event) => setDraft({ ...draft, url: event.currentTarget.value })}
          />
        )}
        <Text size="sm" fw={500}>
          {t('menus.entry.labels')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LANGUAGES.map((language) => (
            <Group key={language} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={nameOf(language)}
                lang={language}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                value={draft.labels[language] ?? ''}
                placeholder={draft.kind === 'content' ? t('menus.entry.titleDefault') : undefined}
                onChange={(event) => setLabel(language, event.currentTarget.value)}
              />
              <Checkbox
                mb={8}
                label={t('menus.entry.hidden')}
                aria-label={t('menus.entry.hiddenIn', { language: nameOf(language) })}
                checked={draft.hidden_in.includes(language)}
                onChange={(event) => toggleHidden(language, event.currentTarget.checked)}
              />
            </Group>
          ))}
        </SimpleGrid>
        <Checkbox
          label={t('menus.entry.newTab')}
          checked={draft.new_tab}
          onChange={(event) => setDraft({ ...draft, new_tab: event.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('menus.cancel')}
          </Button>
          <Button onClick={() => onSave(draft)}>{t('menus.entry.apply')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
