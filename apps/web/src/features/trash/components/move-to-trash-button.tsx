import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Namespace } from '@coachyard/contract';
import { usePermissions } from '@/features/auth';
import { deferDialog } from '@/components/deferred-dialog';
import { setActionResult } from '@/components/use-action-result';
import { useDeleteRecord } from '../api/delete-record';

const MoveToTrashDialog = deferDialog(() => import('./move-to-trash-dialog'));

/** The result domain the app root shows for a record moved to the trash, over whichever screen comes next. */
export const TRASH_RESULT_DOMAIN = 'trash';

interface MoveToTrashButtonProps {
  namespace: Namespace;
  /** The record's API path, e.g. `/users/{id}`. */
  path: string;
  version: number;
  /** What the record is called, for the question and the answer. */
  name: string;
  /** Where the user lands once it is gone (its list). */
  after: string;
}

/**
 * Moves a record to the trash from its edit screen, for the roles that may delete in its namespace. One
 * component for every module: the soft delete, the version check and the trash behind it are the platform's.
 */
export function MoveToTrashButton({ namespace, path, version, name, after }: MoveToTrashButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const remove = useDeleteRecord(path);
  const [opened, setOpened] = useState(false);
  if (!permissions.data?.privileges[namespace]?.includes('delete')) return null;
  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => {
          remove.reset();
          setOpened(true);
        }}
      >
        {t('trash.move.button')}
      </Button>
      <MoveToTrashDialog
        opened={opened}
        name={name}
        deleting={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          remove.mutate(version, {
            onSuccess: () => {
              setOpened(false);
              setActionResult(TRASH_RESULT_DOMAIN, {
                success: true,
                content: t('trash.move.done', { name }),
              });
              void navigate(after);
            },
          })
        }
      />
    </>
  );
}
