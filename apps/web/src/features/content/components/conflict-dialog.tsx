import type { ContentItem } from '@coachyard/contract';
import { deferDialog } from '@/components/deferred-dialog';

const ConflictModal = deferDialog(() => import('./conflict-modal'));

/**
 * A stale save (409): someone saved first. Take their text, put mine over it, or keep both sides' text. The
 * dialog (Modal, focus trap, scroll lock) is downloaded the first time a save meets a conflict.
 */
export function ConflictDialog({
  conflict,
  onSettle,
}: {
  conflict: ContentItem | null;
  onSettle: (choice: 'theirs' | 'mine' | 'both') => void;
}) {
  return <ConflictModal opened={conflict !== null} conflict={conflict} onSettle={onSettle} />;
}
