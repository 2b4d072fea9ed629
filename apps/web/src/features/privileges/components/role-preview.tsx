import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Button, List, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAV_ENTRIES, type Role } from '@coachyard/contract';
import { useRoleUsers } from '../api/get-role-users';
import { useStartViewAs } from '../api/start-view-as';
import type { PrivilegeEditor } from '../hooks/use-privilege-editor';
import { enterViewAs } from '../hooks/view-as-session';

/** The screens as one user of the role sees them (its row scope needs a person): read-only, until left. */
function ViewAsUser({ role }: { role: Role }) {
  const { t } = useTranslation();
  const users = useRoleUsers(role).data?.items ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const start = useStartViewAs();
  const queryClient = useQueryClient();
  const user = users.find((candidate) => candidate.id === chosen) ?? users[0];
  if (!user) {
    return (
      <Text size="sm" c="dimmed" mt="sm">
        {t('privileges.viewAs.none')}
      </Text>
    );
  }
  return (
    <>
      <NativeSelect
        label={t('privileges.viewAs.user')}
        description={t('privileges.viewAs.hint')}
        value={user.id}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={users.map((candidate) => ({ value: candidate.id, label: candidate.display_name }))}
        mt="md"
        mb="sm"
      />
      <Button
        variant="light"
        leftSection={<IconEye size={16} aria-hidden="true" />}
        // A long name wraps on a phone instead of pushing the page sideways.
        maw="100%"
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal' } }}
        loading={start.isPending}
        onClick={() => start.mutate(user.id, { onSuccess: (session) => enterViewAs(session, queryClient) })}
      >
        {t('privileges.viewAs.start', { name: user.display_name })}
      </Button>
      {start.error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {start.error.message}
        </Text>
      ) : null}
    </>
  );
}

/**
 * "View as role": the sidebar a role would have with the privileges on screen, saved or not, so an ADMIN checks a
 * change before saving it; then the screens themselves, as a chosen user of the role, read-only.
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
      <ViewAsUser key={role} role={role} />
    </Paper>
  );
}
