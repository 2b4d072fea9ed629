import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/List.css';
import { Badge, Button, Drawer, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage, type SettingsGroup, type SettingsHistoryEntry } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { PageLoader } from '@/components/page-loader';
import { useSettingsHistory } from '../api/get-settings-history';
import { useRestoreSettingsVersion } from '../api/restore-settings-version';
import { SETTINGS_DOMAIN } from '../hooks/use-settings-group-form';
import { ENVIRONMENT_COLORS } from './environment-marker';

interface HistoryDrawerProps {
  group: SettingsGroup;
  opened: boolean;
  onClose: () => void;
  currentVersion: number;
  canRestore: boolean;
}

/** A changed field as a reader says it: `regions.tr.number_format` → "regions › tr › number format". */
const readablePath = (path: string) => path.split('.').join(' › ').replace(/_/g, ' ');
const shown = (value: string | null, empty: string) => (value === null || value === '' ? empty : value);

function HistoryEntry({
  entry,
  onRestore,
  restoring,
  canRestore,
}: {
  entry: SettingsHistoryEntry;
  onRestore: () => void;
  restoring: boolean;
  canRestore: boolean;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.changed_at),
  );
  const empty = t('settings.history.empty');
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      aria-label={t('settings.history.versionLabel', { version: entry.version })}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs">
          <Badge variant="light">{t('settings.version', { version: entry.version })}</Badge>
          {entry.current ? (
            <Badge color={ENVIRONMENT_COLORS.production}>{t('settings.history.current')}</Badge>
          ) : null}
        </Group>
        {!entry.current ? (
          <Button
            size="xs"
            variant="light"
            onClick={onRestore}
            loading={restoring}
            disabled={!canRestore}
            aria-label={t('settings.history.restoreVersion', { version: entry.version })}
          >
            {t('settings.history.restore')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('settings.history.by', { who: entry.changed_by?.name ?? t('settings.history.system'), when })}
      </Text>
      {entry.changes.length > 0 ? (
        <List size="sm" mt={6} spacing={2}>
          {entry.changes.map((change) => (
            <List.Item key={change.path}>
              <Text span fw={600} size="sm">
                {readablePath(change.path)}
              </Text>
              {': '}
              <Text span size="sm" td="line-through" c="dimmed">
                <bdi>{shown(change.before, empty)}</bdi>
              </Text>
              {' → '}
              <bdi>{shown(change.after, empty)}</bdi>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" mt={6}>
          {t('settings.history.firstVersion')}
        </Text>
      )}
    </Paper>
  );
}

/** A group's earlier versions with who changed what, each restorable as a new version. */
export function HistoryDrawer({ group, opened, onClose, currentVersion, canRestore }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const history = useSettingsHistory(group, opened);
  const restore = useRestoreSettingsVersion(group);
  const { succeed, fail } = useActionResult(SETTINGS_DOMAIN);

  const restoreVersion = async (restored: number) => {
    try {
      const response = await restore.mutateAsync({ restored, version: currentVersion });
      succeed(response.successMessage ?? translateMessage('common.restored', currentLanguage()));
      onClose();
    } catch (error) {
      fail(isApiError(error) ? error.detail : translateMessage('errors.internal', currentLanguage()));
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('settings.history.title', { group: t(`settings.groups.${group}.title`) })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {history.isPending ? (
        <PageLoader />
      ) : history.error ? (
        <Text role="alert">{history.error.message}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data.map((entry) => (
            <HistoryEntry
              key={entry.version}
              entry={entry}
              canRestore={canRestore}
              restoring={restore.isPending && restore.variables?.restored === entry.version}
              onRestore={() => void restoreVersion(entry.version)}
            />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
