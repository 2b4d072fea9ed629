import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/tiptap/styles.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconPhoto, IconTable } from '@tabler/icons-react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { TableKit } from '@tiptap/extension-table';
import { useTranslation } from 'react-i18next';
import { isSafeImageSource, RICH_TEXT_HTML, type RichTextNode } from '@coachyard/contract';

/**
 * The rich-text editor of content (issue 16): Tiptap 3 in Mantine's frame, offering exactly the contract's
 * allowlist (headings 2–4, lists, links, quotes, tables, images with alt text, alignment). Text pasted from Word
 * or Google Docs keeps what the schema knows and loses the rest (fonts, colours, styles). Loaded only by the
 * editor screen.
 */
export interface RichTextEditorProps {
  value: RichTextNode;
  onChange: (value: RichTextNode) => void;
  label: string;
  dir: 'ltr' | 'rtl';
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, protocols: [...RICH_TEXT_HTML.schemes], defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TableKit.configure({ table: { resizable: false } }),
];

function ImageDialog({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const valid = isSafeImageSource(src.trim()) && alt.trim().length >= 2;
  const insert = () => {
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    setSrc('');
    setAlt('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('content.editor.image')}>
      <Stack>
        <TextInput
          label={t('content.editor.imageSource')}
          description={t('content.editor.imageSourceHint')}
          value={src}
          onChange={(event) => setSrc(event.currentTarget.value)}
          required
        />
        <TextInput
          label={t('content.editor.imageAlt')}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          required
          error={src && alt.trim().length < 2 ? t('content.editor.altRequired') : undefined}
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
    editorProps: { attributes: { dir, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextNode),
  });
  if (!editor) return null;
  return (
    <>
      <MantineEditor editor={editor} dir={dir}>
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
