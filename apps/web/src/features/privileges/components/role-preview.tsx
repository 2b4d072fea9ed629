import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { List, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAV_ENTRIES, type Role } from '@coachyard/contract';
import type { PrivilegeEditor } from '../hooks/use-privilege-editor';

/**
 * "View as role", for the sidebar: the entries a role would see with the privileges on screen, saved or not,
 * so an ADMIN checks a change before saving it. Read-only.
 */
export function RolePreview({ editor }: { editor: PrivilegeEditor }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>('DEALER');
  const entries = NAV_ENTRIES.filter((entry) => (editor.draft[role][entry.namespace]?.length ?? 0) > 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="privileges-preview">
      <Title order={2} size="h4" id="privileges-preview" mb="xs">
        {t('privileges.previewTitle')}
      </Title>
      <NativeSelect
        label={t('privileges.previewRole')}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
        data={editor.matrix.roles.map((value) => ({ value, label: t(`shell.roles.${value}`) }))}
        mb="sm"
      />
      {entries.length > 0 ? (
        <List
          size="sm"
          spacing={4}
          aria-label={t('privileges.previewList', { role: t(`shell.roles.${role}`) })}
        >
          {entries.map((entry) => (
            <List.Item key={entry.path}>{t(`nav.${entry.key}`)}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('privileges.previewEmpty')}
        </Text>
      )}
    </Paper>
  );
}
