import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/lib/i18n';
import type { ContentItem } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { contentItems } from '../api/resources';
import { contentRoutes } from '../routes';
import { useOpenedAfterMount } from '@/components/deferred-dialog';

/**
 * Asks before moving an item to the trash. When menus link to it the server refuses and names them; the dialog
 * lists them and offers to delete anyway, leaving those entries flagged as broken. Loaded on the first click of
 * the delete button (`delete-content-button.tsx`).
 */
export default function DeleteContentModal({
  opened,
  item,
  onClose,
}: {
  opened: boolean;
  item: ContentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const navigate = useNavigate();
  const remove = contentItems.useDelete({});
  const [menus, setMenus] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const run = (force: boolean) =>
    remove.mutate(
      { id: item.id, version: item.version, query: { force: force ? 1 : undefined } },
      {
        onSuccess: () => void navigate(contentRoutes.list),
        onError: (error) => {
          if (isApiError(error) && error.fields.menus?.length) setMenus(error.fields.menus);
          else setFailure(isApiError(error) ? error.detail : error.message);
        },
      },
    );
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('content.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{menus.length ? t('content.delete.linked') : t('content.delete.confirm')}</Text>
      {menus.length ? (
        <List size="sm" mt="xs">
          {menus.map((menu) => (
            <List.Item key={menu}>{message(`menu.${menu}`)}</List.Item>
          ))}
        </List>
      ) : null}
      {failure ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {failure}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('content.delete.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => run(menus.length > 0)}>
          {menus.length ? t('content.delete.anyway') : t('content.delete.button')}
        </Button>
      </Group>
    </Modal>
  );
}
