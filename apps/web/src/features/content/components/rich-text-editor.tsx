import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Image.css';
import '@mantine/tiptap/styles.css';
import { useState } from 'react';
import { Button, Group, Image as Picture, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconPhoto, IconTable } from '@tabler/icons-react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { TableKit } from '@tiptap/extension-table';
import { useTranslation } from 'react-i18next';
import { isSafeImageSource, RICH_TEXT_HTML, type RichTextNode } from '@coachyard/contract';
import type { UploadedImage } from '@/components/uploader';
import { resolveMediaUrl } from '@/lib/media';
import { ImageUpload } from './image-upload';
import { cleanPastedHtml } from './pasted-html';
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
}

/** The upload key an image's address stands for: a key itself, or our media URL of one; else null. */
function uploadKeyOf(src: string | null): string | null {
  const key = /(?:^|\/media\/)(images\/original\/[^?#]+)$/.exec(src ?? '')?.[1] ?? null;
  return isSafeImageSource(key) ? key : null;
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

export default function RichTextEditor({ value, onChange, label, dir }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { dir, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextNode),
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
