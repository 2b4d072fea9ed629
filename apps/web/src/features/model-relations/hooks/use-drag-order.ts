import { useState, type DragEvent } from 'react';

/**
 * Native drag and drop of a list's rows (no library: the rows are few and the buttons already give the
 * keyboard a way to order them). `over` is where the dragged row would land, for a drop marker.
 */
export function useDragOrder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };

  const rowProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only when it carries some data.
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null) onMove(dragging, index);
      end();
    },
    onDragEnd: end,
  });

  return { dragging, over, rowProps };
}
export type DragRowProps = ReturnType<ReturnType<typeof useDragOrder>['rowProps']>;
