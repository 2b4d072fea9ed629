import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@coachyard/contract';
import { deferDialog } from '@/components/deferred-dialog';

const DeleteContentModal = deferDialog(() => import('./delete-content-modal'));

/** Moves an item to the trash after asking; the dialog is downloaded on the button's first click. */
export function DeleteContentButton({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpen(true)}>
        {t('content.delete.button')}
      </Button>
      <DeleteContentModal opened={open} item={item} onClose={() => setOpen(false)} />
    </>
  );
}
