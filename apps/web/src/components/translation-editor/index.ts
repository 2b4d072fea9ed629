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
