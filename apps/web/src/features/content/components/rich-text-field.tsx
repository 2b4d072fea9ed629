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

/**
 * A text's rich-text field: a stand-in of the editor's look (issue 30) until the person reaches it, then the
 * editor, which starts from what the stand-in holds. Once the editor's code is here, other texts open with it.
 */
export function RichTextField(props: RichTextFieldProps) {
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
