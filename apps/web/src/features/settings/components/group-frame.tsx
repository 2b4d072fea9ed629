import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SettingsGroup } from '@coachyard/contract';
import { RecordHistoryDrawer } from '@/features/audit';

interface GroupFrameProps {
  group: SettingsGroup;
  /** The group's record, whose history the drawer shows. */
  recordId: string;
  version: number;
  canUpdate: boolean;
  isSaving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One settings group on screen: its title and hint, its fields, its own save with its version, and its history. */
export function GroupFrame({
  group,
  recordId,
  version,
  canUpdate,
  isSaving,
  onSubmit,
  children,
}: GroupFrameProps) {
  const { t } = useTranslation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const titleId = `settings-${group}-title`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {t(`settings.groups.${group}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`settings.groups.${group}.hint`)}
            </Text>
          </div>
          {children}
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <Button type="submit" loading={isSaving} disabled={!canUpdate} miw={120}>
                {t('common.save')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconHistory size={16} aria-hidden="true" />}
                onClick={() => setHistoryOpen(true)}
              >
                {t('settings.history.open')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('settings.version', { version })}
            </Text>
          </Group>
        </Stack>
      </form>
      <RecordHistoryDrawer
        namespace="settings"
        recordId={recordId}
        title={t('settings.history.title', { group: t(`settings.groups.${group}.title`) })}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
    </Paper>
  );
}
