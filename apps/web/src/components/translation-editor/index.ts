export { TranslationEditor } from './translation-editor';
export { useTranslationEditor, type TranslationEditorState } from './use-translation-editor';
export {
  emptyTexts,
  selectedTranslations,
  toTranslationFields,
  translationErrors,
  type TranslationErrorPath,
  type TranslationFields,
  type TranslationTexts,
} from './translation-fields';
export { entryFormPathOf, type EntryFormValues } from './entry-form';
export { useEntryForm, type UseEntryFormOptions } from './use-entry-form';
export { EntryFormFrame } from './entry-form-frame';
