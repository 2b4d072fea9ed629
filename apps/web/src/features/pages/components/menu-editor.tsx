import { useId, useState } from 'react';
import { Box, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/lib/i18n';
import type { MenuChild, SiteMenu } from '@coachyard/contract';
import type { SelectOption } from '@/components/deferred-select';
import { ReorderStatus, dropTargetProps } from '@/components/reorder';
import { useActionResult } from '@/components/use-action-result';
import { MENUS_DOMAIN, useMenuDraft, type EntryPlace } from '../hooks/use-menu-draft';
import { EntryRow } from './entry-row';
import { RecordHistoryDrawer } from '@/features/audit';
import { deferDialog } from '@/components/deferred-dialog';

/** The entry's dialog (Modal, its segmented control and fields: 20 kB gzip) comes with the first edit. */
const EntryDialog = deferDialog(() => import('./entry-dialog'));

/** One menu: its entries in order (drag, or ↑ ↓ on a handle), one level of children, edited and saved whole. */
export function MenuEditor({
  menu,
  contentOptions,
  canEdit,
}: {
  menu: SiteMenu;
  contentOptions: SelectOption[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const draft = useMenuDraft(menu);
  const hintId = useId();
  const titleId = useId();
  /** The entry in the dialog; a new one leaves again if the dialog closes without Apply. */
  const [editing, setEditing] = useState<(EntryPlace & { isNew?: boolean }) | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { succeed } = useActionResult(MENUS_DOMAIN);
  const entryAt = (place: EntryPlace): MenuChild | null =>
    (place.child === undefined
      ? draft.entries[place.index]
      : draft.entries[place.index]?.children[place.child]) ?? null;
  const group = `menu-${menu.key}`;
  const menuName = useTranslateMessage()(`menu.${menu.key}`);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {menuName}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setHistoryOpen(true)}>
            {t('menus.history')}
          </Button>
          {canEdit ? (
            <>
              <Button variant="default" size="xs" onClick={() => setEditing({ ...draft.add(), isNew: true })}>
                {t('menus.add')}
              </Button>
              <Button size="xs" onClick={draft.submit} loading={draft.isSaving} disabled={!draft.dirty}>
                {t('menus.save')}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      <ReorderStatus hintId={hintId} announcement={draft.announcement} />
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {draft.entries.map((entry, index) => (
          <Box component="li" key={entry.id} {...dropTargetProps({ group, index, onMove: draft.moveTop })}>
            <EntryRow
              entry={entry}
              group={group}
              index={index}
              count={draft.entries.length}
              hintId={hintId}
              onMove={draft.moveTop}
              onEdit={() => setEditing({ index })}
              onRemove={() => draft.replace({ index }, null)}
              onAddChild={() => setEditing({ ...draft.add(index), isNew: true })}
              disabled={!canEdit}
            />
            {entry.children.length ? (
              <Stack component="ol" gap={0} m={0} ps="xl" style={{ listStyle: 'none' }}>
                {entry.children.map((child, childIndex) => (
                  <Box
                    component="li"
                    key={child.id}
                    {...dropTargetProps({
                      group: `${group}-${index}`,
                      index: childIndex,
                      onMove: draft.moveChild(index),
                    })}
                  >
                    <EntryRow
                      entry={child}
                      group={`${group}-${index}`}
                      index={childIndex}
                      count={entry.children.length}
                      hintId={hintId}
                      onMove={draft.moveChild(index)}
                      onEdit={() => setEditing({ index, child: childIndex })}
                      onRemove={() => draft.replace({ index, child: childIndex }, null)}
                      disabled={!canEdit}
                    />
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Box>
        ))}
      </Stack>
      {editing ? (
        <EntryDialog
          opened
          key={`${editing.index}-${editing.child ?? ''}`}
          entry={entryAt(editing)}
          contentOptions={contentOptions}
          onClose={() => {
            if (editing.isNew) draft.replace(editing, null);
            setEditing(null);
          }}
          onSave={(entry) => {
            draft.replace(editing, entry);
            setEditing(null);
          }}
        />
      ) : null}
      <RecordHistoryDrawer
        namespace="pages"
        recordId={menu.id}
        title={t('menus.historyOf', { menu: menuName })}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        // The restored menu arrives as a new version and the editor opens on it afresh: the page says it worked.
        onRestored={(message) => {
          setHistoryOpen(false);
          succeed(message);
        }}
      />
    </Paper>
  );
}
