import type { DragEvent, KeyboardEvent } from 'react';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a drag carries: the list it belongs to and the index it left, so other lists ignore it. */
const DRAG_TYPE = 'application/x-coachyard-reorder';

interface ReorderProps {
  /** Names the list, so a drag from another list is not dropped here. */
  group: string;
  index: number;
  count: number;
  /** Move the entry at `from` to `to` (both within 0…count-1). */
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}

/** Makes an element (a row, a cell) a place an entry of `group` can be dropped on. */
export function dropTargetProps({ group, index, onMove }: Pick<ReorderProps, 'group' | 'index' | 'onMove'>) {
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(`${DRAG_TYPE}-${group}`);
  return {
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      const from = Number(event.dataTransfer.getData(`${DRAG_TYPE}-${group}`));
      if (Number.isInteger(from) && from !== index) onMove(from, index);
    },
  };
}

/**
 * The handle that moves an entry of an ordered list, by drag and by keyboard: drag it onto another
 * entry, or focus it and press ↑ / ↓ (Home / End for the first or last place). Its name says which
 * entry it moves and how; the list announces the new place in a live region.
 */
export function ReorderHandle({
  group,
  index,
  count,
  onMove,
  disabled,
  label,
  hintId,
}: ReorderProps & { label: string; hintId: string }) {
  const moveTo = (to: number) => {
    if (to !== index && to >= 0 && to < count) onMove(index, to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      draggable={!disabled}
      disabled={disabled}
      aria-label={label}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(`${DRAG_TYPE}-${group}`, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      style={{ cursor: disabled ? undefined : 'grab' }}
      {...dropTargetProps({ group, index, onMove })}
    >
      <IconGripVertical size={16} aria-hidden="true" />
    </ActionIcon>
  );
}

/**
 * Once per list: how the handles work (their description), and a live region that says where an entry
 * went after a move, since the moved handle keeps the focus and nothing else would tell.
 */
export function ReorderStatus({ hintId, announcement }: { hintId: string; announcement: string }) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden id={hintId}>{t('reorder.hint')}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
