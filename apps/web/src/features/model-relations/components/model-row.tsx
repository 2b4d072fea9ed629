import type { Ref } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DragRowProps } from '../hooks/use-drag-order';

interface ModelRowProps {
  index: number;
  total: number;
  name: string;
  isActive: boolean;
  isNew: boolean;
  disabled: boolean;
  /** Drag state of this row: being dragged, or the place the dragged row would land. */
  dragState: 'dragging' | 'target' | null;
  dragProps: DragRowProps;
  detachRef: Ref<HTMLButtonElement>;
  onMove: (to: number) => void;
  onDetach: () => void;
}

/**
 * One model of the brand: its place, name and marks, Move up / Move down for the keyboard, and Detach.
 * At either end the arrow stays focusable but inert (aria-disabled), so focus is not lost on the last move.
 */
export function ModelRow(props: ModelRowProps) {
  const { t } = useTranslation();
  const { index, total, name, disabled, dragState, detachRef, onDetach } = props;
  const isFirst = index === 0;
  const isLast = index === total - 1;

  return (
    <Paper
      component="li"
      withBorder
      px="sm"
      py={6}
      {...(disabled ? {} : props.dragProps)}
      style={{
        cursor: disabled ? undefined : 'grab',
        opacity: dragState === 'dragging' ? 0.5 : 1,
        borderColor: dragState === 'target' ? 'var(--mantine-primary-color-filled)' : undefined,
        boxShadow: dragState === 'target' ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <IconGripVertical size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed" w={24} ta="end" aria-hidden="true">
          {index + 1}
        </Text>
        <Group gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {/* A long name wraps: on a phone, cut to the width the buttons leave, it was a few letters. */}
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {props.isNew ? (
            <Badge size="sm" variant="light" color="teal">
              {t('modelRelations.new')}
            </Badge>
          ) : null}
          {props.isActive ? null : (
            <Badge size="sm" variant="light" color="gray">
              {t('modelRelations.inactive')}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('modelRelations.moveUp', { name })}
            aria-disabled={disabled || isFirst}
            data-disabled={disabled || isFirst || undefined}
            onClick={() => !disabled && !isFirst && props.onMove(index - 1)}
          >
            <IconArrowUp size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('modelRelations.moveDown', { name })}
            aria-disabled={disabled || isLast}
            data-disabled={disabled || isLast || undefined}
            onClick={() => !disabled && !isLast && props.onMove(index + 1)}
          >
            <IconArrowDown size={18} aria-hidden="true" />
          </ActionIcon>
          <Button
            ref={detachRef}
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={disabled}
            leftSection={<IconUnlink size={16} aria-hidden="true" />}
            aria-label={t('modelRelations.detach', { name })}
            onClick={onDetach}
          >
            {/* On a phone the icon alone, named by the label, leaves the row to the model's name. */}
            <Box component="span" visibleFrom="sm">
              {t('modelRelations.detachShort')}
            </Box>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
