import { Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PrivilegeEditor } from '../hooks/use-privilege-editor';

/**
 * Which roles each role may create and manage (DESIGN §4), edited beside the matrix and saved with it: one group
 * of checkboxes per role, named after it.
 */
export function HierarchyList({ editor }: { editor: PrivilegeEditor }) {
  const { t } = useTranslation();
  const roleLabel = (role: string) => t(`shell.roles.${role}`);
  const { roles } = editor.matrix;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="privileges-hierarchy">
      <Title order={2} size="h4" id="privileges-hierarchy" mb="xs">
        {t('privileges.hierarchyTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('privileges.hierarchyHint')}
      </Text>
      <Stack gap="sm">
        {roles.map((role) => (
          <Stack key={role} gap={4} component="fieldset" m={0} p={0} style={{ border: 0 }}>
            <Text component="legend" size="sm" fw={600} p={0}>
              {t('privileges.managesOf', { role: roleLabel(role) })}
            </Text>
            <Group gap="md">
              {roles.map((managed) => (
                <Checkbox
                  key={managed}
                  size="sm"
                  label={roleLabel(managed)}
                  checked={editor.hierarchy[role].includes(managed)}
                  onChange={(event) => editor.toggleManaged(role, managed, event.currentTarget.checked)}
                />
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
