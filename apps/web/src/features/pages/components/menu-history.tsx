import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Drawer, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SiteMenu } from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { isApiError } from '@/lib/api-client';
import { useMenuHistory } from '../api/get-menu-history';
import { useRestoreMenuVersion } from '../api/restore-menu-version';
import { MENUS_DOMAIN } from '../hooks/use-menu-draft';

/** The versions of a menu with who saved them; any one restores as the next version. */
export function MenuHistory({
  menu,
  opened,
  onClose,
}: {
  menu: SiteMenu;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const history = useMenuHistory(menu.key, opened);
  const restore = useRestoreMenuVersion(menu.key);
  const { succeed, fail } = useActionResult(MENUS_DOMAIN);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      position="right"
      size="lg"
      title={t('menus.historyOf', { menu: t(`menus.names.${menu.key}`) })}
    >
      <Table aria-label={t('menus.historyOf', { menu: t(`menus.names.${menu.key}`) })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('menus.version')}</Table.Th>
            <Table.Th>{t('menus.savedAt')}</Table.Th>
            <Table.Th>{t('menus.savedBy')}</Table.Th>
            <Table.Th>{t('menus.entries')}</Table.Th>
            <Table.Th>{t('menus.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(history.data ?? []).map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>{new Date(version.changed_at).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>{version.changed_by?.name ?? '—'}</Table.Td>
              <Table.Td>{version.entry_count}</Table.Td>
              <Table.Td>
                {version.version === menu.version ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    loading={restore.isPending}
                    onClick={() =>
                      // The promise, not mutate's callbacks: the saved menu remounts this editor, and a
                      // callback of an unmounted caller is never called.
                      restore.mutateAsync({ restored: version.version, version: menu.version }).then(
                        (response) => succeed(response.successMessage ?? ''),
                        (error: Error) => fail(isApiError(error) ? error.detail : error.message),
                      )
                    }
                  >
                    {t('menus.restore', { version: version.version })}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Drawer>
  );
}
