import '@mantine/core/styles/List.css';
import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PrivilegeMatrix } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';

/** Which roles each role may create and manage (DESIGN §4): fixed by the product, shown beside the matrix. */
export function HierarchyList({ matrix }: { matrix: PrivilegeMatrix }) {
  const { t } = useTranslation();
  const roleLabel = (role: string) => t(`shell.roles.${role}`);
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="privileges-hierarchy">
      <Title order={2} size="h4" id="privileges-hierarchy" mb="xs">
        {t('privileges.hierarchyTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('privileges.hierarchyHint')}
      </Text>
      <List spacing={4} size="sm">
        {matrix.roles.map((role) => (
          <List.Item key={role}>
            <Text span fw={600} size="sm">
              {roleLabel(role)}
            </Text>
            {': '}
            {matrix.hierarchy[role].length > 0
              ? list.format(matrix.hierarchy[role].map(roleLabel))
              : t('privileges.managesNone')}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
