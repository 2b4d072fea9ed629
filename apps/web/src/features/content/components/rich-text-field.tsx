import { lazy, Suspense, useRef, useState } from 'react';
import type { RichTextNode } from '@coachyard/contract';
import { RichTextStandIn, StandIn } from './rich-text-stand-in';

/** The editor's code (Tiptap, ProseMirror and Mantine's frame, 160 kB): asked for when a text is first reached. */
let editorArrived = false;
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => {
    editorArrived = true;
    return module;
  }),
);

interface RichTextFieldProps {
  value: RichTextNode;
  onChange: (value: RichTextNode) => void;
  label: string;
  dir: 'ltr' | 'rtl';
}

/** Two JSON values alike, whatever the order of their keys (the server keeps texts as jsonb, which sorts them). */
function sameJson(one: unknown, other: unknown): boolean {
  if (one === other) return true;
  if (typeof one !== 'object' || typeof other !== 'object' || !one || !other) return false;
  if (Array.isArray(one) !== Array.isArray(other)) return false;
  const keys = Object.keys(one);
  if (keys.length !== Object.keys(other).length) return false;
  return keys.every((key) =>
    sameJson((one as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]),
  );
}

/**
 * A text's rich-text field. The editor and its stand-in own their text once open (the caret and the undo history
 * live there), so a different text set from elsewhere (a version restored from the history, a conflict settled
 * with theirs or with both) opens the field afresh on it; what the field wrote itself, or the same text as the
 * server stored it, changes nothing.
 */
export function RichTextField(props: RichTextFieldProps) {
  const [shown, setShown] = useState(props.value);
  const [written, setWritten] = useState(props.value);
  const [opening, setOpening] = useState(0);
  if (props.value !== shown) {
    // Adjusted while rendering (React's way of following a prop): no frame shows the field's stale text.
    setShown(props.value);
    if (!sameJson(props.value, written)) {
      setWritten(props.value);
      setOpening(opening + 1);
    }
  }
  const write = (value: RichTextNode) => {
    setWritten(value);
    props.onChange(value);
  };
  return <OpenedRichTextField key={opening} {...props} onChange={write} />;
}

/**
 * One opening of the field: a stand-in of the editor's look (issue 30) until the person reaches it, then the
 * editor, which starts from what the stand-in holds. Once the editor's code is here, other texts open with it.
 */
function OpenedRichTextField(props: RichTextFieldProps) {
  const standIn = useRef(new StandIn());
  const [wanted, setWanted] = useState(() => editorArrived);
  const [editorShown, setEditorShown] = useState(() => editorArrived);
  return (
    <>
      {editorShown ? null : <RichTextStandIn {...props} standIn={standIn} onWake={() => setWanted(true)} />}
      {wanted ? (
        // Kept out of sight until it has taken the stand-in's text: two boxes are never seen at once.
        <div hidden={!editorShown}>
          <Suspense fallback={null}>
            <RichTextEditor {...props} standIn={standIn} onShown={() => setEditorShown(true)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
