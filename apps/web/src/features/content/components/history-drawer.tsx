import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { useState } from 'react';
import { Button, Checkbox, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { isApiError } from '@/lib/api-client';
import { useContentDiff } from '../api/get-content-diff';
import { useContentVersions } from '../api/get-content-versions';
import { useRestoreContentVersion } from '../api/restore-content-version';
import { CONTENT_FORM_DOMAIN } from '../hooks/use-content-form';

/** Every version with author and time; two ticked show side by side; any one restores as a new version. */
export function HistoryDrawer({
  item,
  opened,
  onClose,
  onRestored,
}: {
  item: ContentItem;
  opened: boolean;
  onClose: () => void;
  onRestored: (item: ContentItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const versions = useContentVersions(item.id, opened);
  const restore = useRestoreContentVersion(item.id);
  const { succeed, fail } = useActionResult(CONTENT_FORM_DOMAIN);
  const [picked, setPicked] = useState<number[]>([]);
  const [from, to] = [...picked].sort((a, b) => a - b);
  const diff = useContentDiff(item.id, from ?? null, to ?? null);
  const toggle = (version: number) =>
    setPicked((current) =>
      current.includes(version) ? current.filter((one) => one !== version) : [...current.slice(-1), version],
    );
  const restoreVersion = (restored: number) =>
    restore.mutate(
      { restored, version: item.version },
      {
        onSuccess: (response) => {
          onRestored(response.data);
          succeed(response.successMessage ?? '');
        },
        onError: (error) => fail(isApiError(error) ? error.detail : error.message),
      },
    );
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('content.history.title')}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Table aria-label={t('content.history.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('content.history.compare')}</Table.Th>
              <Table.Th>{t('content.history.version')}</Table.Th>
              <Table.Th>{t('content.history.when')}</Table.Th>
              <Table.Th>{t('content.fields.author')}</Table.Th>
              <Table.Th>{t('content.history.languages')}</Table.Th>
              <Table.Th>{t('content.history.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(versions.data ?? []).map((version) => (
              <Table.Tr key={version.version}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('content.history.pick', { version: version.version })}
                    checked={picked.includes(version.version)}
                    onChange={() => toggle(version.version)}
                  />
                </Table.Td>
                <Table.Td>{version.version}</Table.Td>
                <Table.Td>{when(version.changed_at)}</Table.Td>
                <Table.Td>{version.changed_by?.name ?? t('content.history.schedule')}</Table.Td>
                <Table.Td>
                  {version.changed_languages.map((language) => language.toUpperCase()).join(' ')}
                </Table.Td>
                <Table.Td>
                  {version.version === item.version ? (
                    <Text size="sm">{t('content.history.current')}</Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      loading={restore.isPending}
                      onClick={() => restoreVersion(version.version)}
                    >
                      {t('content.history.restore', { version: version.version })}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {diff.data ? (
          <Table aria-label={t('content.history.diff', { from, to })} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="20%">{t('content.history.field')}</Table.Th>
                <Table.Th>
                  {t('content.history.version')} {from}
                </Table.Th>
                <Table.Th>
                  {t('content.history.version')} {to}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.data.changes.map((change) => (
                <Table.Tr key={`${change.language}-${change.field}`}>
                  <Table.Td>
                    {change.field}
                    {change.language ? ` (${change.language.toUpperCase()})` : ''}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', background: 'var(--mantine-color-red-light)' }}>
                    {change.before}
                  </Table.Td>
                  <Table.Td
                    style={{ whiteSpace: 'pre-wrap', background: 'var(--mantine-color-green-light)' }}
                  >
                    {change.after}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Group>
            <Text size="sm" c="dimmed">
              {t('content.history.pickTwo')}
            </Text>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
