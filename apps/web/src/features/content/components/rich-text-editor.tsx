import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Image.css';
import '@mantine/tiptap/styles.css';
import { useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Image as Picture, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconPhoto, IconTable } from '@tabler/icons-react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { TableKit } from '@tiptap/extension-table';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_HTML, type RichTextNode } from '@coachyard/contract';
import type { UploadedImage } from '@/components/uploader';
import { resolveMediaUrl } from '@/lib/media';
import { ImageUpload } from './image-upload';
import { uploadKeyOf } from './image-upload-key';
import { cleanPastedHtml } from './pasted-html';
import { richTextWithCaret } from './rich-text-from-dom';
import type { StandIn } from './rich-text-stand-in';
import classes from './rich-text-editor.module.css';

/**
 * The rich-text editor of content (issue 16): Tiptap 3 in Mantine's frame, offering exactly the contract's
 * allowlist (headings 2–4, lists, links, quotes, tables, images with alt text, alignment). Images come from the
 * signed-upload uploader; text pasted from Word or Google Docs keeps its structure and loses the rest (fonts,
 * colours, styles). Loaded only by the editor screen.
 */
export interface RichTextEditorProps {
  value: RichTextNode;
  onChange: (value: RichTextNode) => void;
  label: string;
  dir: 'ltr' | 'rtl';
  /** What stood in the editor's place until now: its text (when written in) and its caret are taken over. */
  standIn?: RefObject<StandIn>;
  /** Called when the editor is ready to take the stand-in's place, just before it takes its text. */
  onShown?: () => void;
}

/**
 * An image stores its upload key (what the server checks and renders) and shows it from the media route. Pasted
 * or dropped images from anywhere else are left out rather than stored as foreign addresses.
 */
const ContentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element) => uploadKeyOf(element.getAttribute('src')),
        renderHTML: (attributes) => ({ src: attributes.src ? resolveMediaUrl(attributes.src) : null }),
      },
    };
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (uploadKeyOf(element.getAttribute('src')) ? null : false) },
    ];
  },
});

/** The toolbar's names (Mantine's defaults are English only), from this feature's texts. */
const TOOLBAR_LABELS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'blockquoteControlLabel',
  'hrControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'alignLeftControlLabel',
  'alignCenterControlLabel',
  'alignJustifyControlLabel',
  'alignRightControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, protocols: [...RICH_TEXT_HTML.schemes], defaultProtocol: 'https' },
  }),
  ContentImage.configure({ inline: false }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TableKit.configure({ table: { resizable: false } }),
];

/**
 * The stand-in's text and caret, moved into the editor once it is created. Read from the stand-in, which is then
 * taken out of the page and the editor shown (flushSync), and written into the editor, all in one task: no key
 * can land in between. What was written there reaches the form through the editor's own update.
 */
function takeOver(editor: Editor, standIn: StandIn | undefined, onShown: (() => void) | undefined) {
  const element = standIn?.element;
  const focused = Boolean(element) && document.activeElement === element;
  const taken =
    element && (focused || standIn.edited)
      ? richTextWithCaret(element, focused ? window.getSelection() : null)
      : null;
  if (onShown) flushSync(onShown);
  if (!taken) return;
  if (standIn?.edited) editor.commands.setContent(taken.document, { emitUpdate: true });
  if (!focused) return;
  // Focused now, not on the next frame as Tiptap's focus command does: keys pressed meanwhile would go nowhere.
  editor.commands.setTextSelection(taken.position ?? editor.state.doc.content.size);
  editor.view.focus();
}

/** Runs `then` once the editor's element is in the page (React moves it there), unless it is destroyed first. */
function whenInPage(editor: Editor, then: () => void) {
  if (editor.isDestroyed) return;
  if (editor.view.dom.isConnected) then();
  else window.setTimeout(() => whenInPage(editor, then), 10);
}

/** Upload an image, describe it (required), insert it where the cursor is. */
function ImageDialog({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [alt, setAlt] = useState('');
  /** A missing description is pointed out once the field is left, not while the image is still uploading. */
  const [altLeft, setAltLeft] = useState(false);
  const valid = image !== null && alt.trim().length >= 2;
  const close = () => {
    setImage(null);
    setAlt('');
    setAltLeft(false);
    onClose();
  };
  const insert = () => {
    if (!image) return;
    editor.chain().focus().setImage({ src: image.key, alt: alt.trim() }).run();
    close();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('content.editor.image')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <ImageUpload
          label={image ? t('content.editor.imageReplace') : t('content.editor.imageChoose')}
          onUploaded={setImage}
        />
        {image ? (
          <Picture src={image.public_url} alt={t('content.editor.imagePreview')} h={160} fit="contain" />
        ) : null}
        <TextInput
          label={t('content.editor.imageAlt')}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          onBlur={() => setAltLeft(true)}
          required
          error={altLeft && alt.trim().length < 2 ? t('content.editor.altRequired') : undefined}
        />
        <Group justify="flex-end">
          <Button onClick={insert} disabled={!valid}>
            {t('content.editor.insert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default function RichTextEditor({
  value,
  onChange,
  label,
  dir,
  standIn,
  onShown,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions,
    content: value,
    // Made after the first commit: one made during a render is thrown away if that render is not committed
    // within a millisecond, which a slow machine misses, and the stand-in's text would go with it.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { dir, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextNode),
    onCreate: ({ editor: created }) =>
      whenInPage(created, () => takeOver(created, standIn?.current, onShown)),
  });
  if (!editor) return null;
  return (
    <>
      <MantineEditor
        editor={editor}
        dir={dir}
        classNames={{ content: classes.content }}
        labels={Object.fromEntries(TOOLBAR_LABELS.map((name) => [name, t(`content.toolbar.${name}`)]))}
      >
        <MantineEditor.Toolbar sticky stickyOffset={60}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.AlignLeft />
            <MantineEditor.AlignCenter />
            <MantineEditor.AlignJustify />
            <MantineEditor.AlignRight />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Control
              onClick={() => setImageOpen(true)}
              aria-label={t('content.editor.image')}
              title={t('content.editor.image')}
            >
              <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
            </MantineEditor.Control>
            <MantineEditor.Control
              onClick={() =>
                editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
              }
              aria-label={t('content.editor.table')}
              title={t('content.editor.table')}
            >
              <IconTable size={16} stroke={1.5} aria-hidden="true" />
            </MantineEditor.Control>
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
      <ImageDialog editor={editor} opened={imageOpen} onClose={() => setImageOpen(false)} />
    </>
  );
}
