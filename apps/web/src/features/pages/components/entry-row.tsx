import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuChild } from '@coachyard/contract';
import { ReorderHandle } from '@/components/reorder';

/** What a row of the menu says of an entry: its label here, where it goes, and whether it is broken. */
export function EntryRow({
  entry,
  group,
  index,
  count,
  hintId,
  onMove,
  onEdit,
  onRemove,
  onAddChild,
  disabled,
}: {
  entry: MenuChild;
  group: string;
  index: number;
  count: number;
  hintId: string;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
  onAddChild?: () => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label =
    entry.labels[i18n.language as keyof MenuChild['labels']] ??
    entry.content_title ??
    Object.values(entry.labels)[0] ??
    entry.url ??
    '—';
  return (
    <Group gap="xs" wrap="nowrap" py={4}>
      <ReorderHandle
        group={group}
        index={index}
        count={count}
        onMove={onMove}
        label={t('menus.move', { name: label })}
        hintId={hintId}
        disabled={disabled}
      />
      <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
        {label}{' '}
        <Text span size="xs" c="dimmed">
          {entry.kind === 'url' ? entry.url : t('menus.entry.content')}
          {entry.new_tab ? ` · ${t('menus.entry.newTab')}` : ''}
          {entry.hidden_in.length
            ? ` · ${t('menus.hiddenIn', { languages: entry.hidden_in.map((one) => one.toUpperCase()).join(', ') })}`
            : ''}
        </Text>
      </Text>
      {entry.broken ? (
        <Badge color="red" variant="light">
          {t(`menus.broken.${entry.broken}`)}
        </Badge>
      ) : null}
      {!disabled ? (
        <>
          {onAddChild ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onAddChild}
              aria-label={t('menus.addChild', { name: label })}
            >
              <IconPlus size={16} aria-hidden="true" />
            </ActionIcon>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onEdit}
            aria-label={t('menus.edit', { name: label })}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('menus.remove', { name: label })}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </>
      ) : null}
    </Group>
  );
}
