import { useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModelName } from '../hooks/model-options';
import { useDragOrder } from '../hooks/use-drag-order';
import type { RelationFormState } from '../hooks/use-relation-form';
import { ModelRow } from './model-row';

interface ModelOrderListProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  form: RelationFormState;
  names: ReadonlyMap<string, ModelName>;
  disabled: boolean;
  /** Where focus goes when the last model is detached. */
  onEmptied: () => void;
}

/** The brand's models in order, as an ordered list: drag a row, or use its arrows, to move it. */
export function ModelOrderList({ labelledBy, form, names, disabled, onEmptied }: ModelOrderListProps) {
  const { t } = useTranslation();
  const drag = useDragOrder(form.move);
  const detachButtons = useRef(new Map<string, HTMLButtonElement>());
  const { ids } = form;

  // The detached row takes its focused button with it: focus its neighbour's instead.
  const detach = (index: number) => {
    const next = ids[index + 1] ?? ids[index - 1];
    form.detach(ids[index]!);
    requestAnimationFrame(() => {
      const button = next ? detachButtons.current.get(next) : undefined;
      if (button) button.focus();
      else onEmptied();
    });
  };

  if (!ids.length) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t('modelRelations.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ol" aria-labelledby={labelledBy} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {ids.map((id, index) => {
        const name = names.get(id);
        const target = drag.over === index && drag.dragging !== index;
        return (
          <ModelRow
            key={id}
            index={index}
            total={ids.length}
            name={name?.text ?? id}
            isActive={name?.isActive ?? true}
            isNew={form.isNew(id)}
            disabled={disabled}
            dragState={drag.dragging === index ? 'dragging' : target ? 'target' : null}
            dragProps={drag.rowProps(index)}
            detachRef={(button) => {
              if (button) detachButtons.current.set(id, button);
              else detachButtons.current.delete(id);
            }}
            onMove={(to) => form.move(index, to)}
            onDetach={() => detach(index)}
          />
        );
      })}
    </Stack>
  );
}
