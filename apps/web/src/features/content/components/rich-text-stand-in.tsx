import { useState, type ClipboardEvent, type RefObject } from 'react';
import { emptyRichText, richTextHtml, type RichTextNode } from '@coachyard/contract';
import { MEDIA_BASE } from '@/lib/media';
import { cleanPastedHtml } from './pasted-html';
import { richTextFromDom, richTextFromPastedDom } from './rich-text-from-dom';
import classes from './rich-text-stand-in.module.css';

/**
 * What the editor's place holds until its code has arrived (issue 30: Tiptap is 160 kB, more than the rest of the
 * form): the same frame, label and text, typed and pasted into as the editor would be. Its first focus, press or
 * key asks for the editor; what it holds then is what the editor starts from, so nothing typed meanwhile is
 * replayed or lost.
 */

/** What the editor takes over when it arrives: the stand-in's element, and whether anything was written in it. */
export class StandIn {
  element: HTMLElement | null = null;
  edited = false;

  attach(element: HTMLElement | null) {
    this.element = element;
  }

  markEdited() {
    this.edited = true;
  }
}

/** Mantine's toolbar as the editor lays it out: its groups' sizes, so the stand-in's wraps the same way. */
const TOOLBAR_GROUPS = [5, 3, 4, 2, 4, 2, 2];

/** An empty paragraph needs a line to be seen and clicked into, as the editor gives it. */
const htmlOf = (value: RichTextNode) =>
  richTextHtml(value, { mediaBaseUrl: MEDIA_BASE }).replace(
    /<(p|h[234])([^>]*)><\/\1>/g,
    '<$1$2><br /></$1>',
  ) || '<p><br /></p>';

/** The block of `root` that holds `node`. */
function topBlockOf(root: HTMLElement, node: Node): ChildNode | null {
  let current: Node | null = node;
  while (current && current.parentNode !== root) current = current.parentNode;
  return current as ChildNode | null;
}

const isEmpty = (node: Node | null) =>
  !node || (!node.textContent?.trim() && !(node instanceof Element && node.querySelector('img, hr')));

/**
 * Pasted HTML, cut down as the editor would (Word's and Google's markup, then the allowlist), put in as blocks
 * where the caret is: the block it stands in is split there, and the caret ends after the last pasted block.
 */
function pasteBlocks(root: HTMLElement, html: string) {
  const parsed = new DOMParser().parseFromString(cleanPastedHtml(html), 'text/html').body;
  const template = document.createElement('template');
  template.innerHTML = richTextHtml(richTextFromPastedDom(parsed), { mediaBaseUrl: MEDIA_BASE });
  const pasted = [...template.content.childNodes];
  if (!pasted.length) return;
  const selection = window.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  const block = range && root.contains(range.startContainer) ? topBlockOf(root, range.startContainer) : null;
  if (!range || !block) root.append(...pasted);
  else {
    range.deleteContents();
    const tail = document.createRange();
    tail.setStart(range.startContainer, range.startOffset);
    tail.setEndAfter(block);
    const rest = tail.extractContents();
    block.after(...pasted, ...(isEmpty(rest) ? [] : [rest]));
    if (isEmpty(block)) block.remove();
  }
  const caret = document.createRange();
  caret.selectNodeContents(pasted.at(-1)!);
  caret.collapse(false);
  selection?.removeAllRanges();
  selection?.addRange(caret);
}

interface RichTextStandInProps {
  value: RichTextNode;
  onChange: (value: RichTextNode) => void;
  label: string;
  dir: 'ltr' | 'rtl';
  /** Asked on the first focus, press or key: the editor's code is wanted. */
  onWake: () => void;
  standIn: RefObject<StandIn>;
}

export function RichTextStandIn({ value, onChange, label, dir, onWake, standIn }: RichTextStandInProps) {
  // The text the stand-in opened with; after that the page's own editing owns its content.
  const [html] = useState(() => htmlOf(value ?? emptyRichText()));
  const written = (element: HTMLElement) => {
    standIn.current.markEdited();
    onChange(richTextFromDom(element));
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const pastedHtml = event.clipboardData.getData('text/html');
    if (pastedHtml) pasteBlocks(element, pastedHtml);
    else document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
    written(element);
  };
  return (
    <div className={classes.root}>
      <div className={classes.toolbar} aria-hidden="true">
        {TOOLBAR_GROUPS.map((size, group) => (
          <div key={group} className={classes.group}>
            {Array.from({ length: size }, (_, control) => (
              <span key={control} className={classes.control} />
            ))}
          </div>
        ))}
      </div>
      <div
        ref={(element) => standIn.current.attach(element)}
        className={classes.content}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        dir={dir}
        contentEditable
        suppressContentEditableWarning
        dangerouslySetInnerHTML={{ __html: html }}
        onFocus={() => {
          // Enter starts a paragraph, as in the editor, not a <div>.
          document.execCommand('defaultParagraphSeparator', false, 'p');
          onWake();
        }}
        onPointerDown={onWake}
        onKeyDown={onWake}
        onInput={(event) => written(event.currentTarget)}
        onPaste={paste}
        // A dropped file or page fragment waits for the editor, which knows what to keep of it.
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  );
}
