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

/** Blocks whose words a paste joins, as the editor joins them: paragraphs and headings. */
const isTextBlock = (node: Node | null | undefined): node is HTMLElement =>
  node instanceof HTMLElement && /^(P|H[234])$/.test(node.tagName);

/**
 * Pasted HTML, cut down as the editor would (Word's and Google's markup, then the allowlist), put in where the
 * caret is as the editor puts it: a pasted paragraph's words join the text before the caret, the text after the
 * caret joins the last pasted paragraph or heading, other blocks (headings, lists, tables) stand between; the caret ends
 * after the pasted text.
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
  let last: Node;
  /** Where the pasted text ends in `last`: counted before the text after the caret joins it. */
  let end: number;
  if (!range || !block) {
    root.append(...pasted);
    last = pasted.at(-1)!;
    end = last.childNodes.length;
  } else {
    range.deleteContents();
    const tail = document.createRange();
    tail.setStart(range.startContainer, range.startOffset);
    tail.setEndAfter(block);
    const rest = tail.extractContents();
    const joinsBlock = isTextBlock(block) && pasted[0]?.nodeName === 'P' && !isEmpty(block);
    if (joinsBlock) block.append(...pasted.shift()!.childNodes);
    const lastPasted = pasted.at(-1) ?? block;
    last = lastPasted;
    end = lastPasted.childNodes.length;
    const restBlock = rest.firstChild;
    const restJoins = isTextBlock(lastPasted) && isTextBlock(restBlock) && !isEmpty(restBlock);
    if (restJoins) lastPasted.append(...restBlock.childNodes);
    block.after(...pasted, ...(restJoins || isEmpty(rest) ? [] : [rest]));
    if (!joinsBlock && isEmpty(block)) block.remove();
  }
  // Set once the pasted nodes are in the page: a range in the template's own document would not hold.
  const caret = document.createRange();
  caret.setStart(last, end);
  caret.collapse(true);
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
