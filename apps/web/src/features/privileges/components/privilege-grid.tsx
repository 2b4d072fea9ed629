import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import { Checkbox, Table, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@coachyard/contract';
import { useNamespaceLabel } from '@/features/audit';
import type { PrivilegeEditor } from '../hooks/use-privilege-editor';

/** One role's namespaces × actions: a checkbox per cell, each named by its role, namespace and action. */
function RoleGrid({ editor, role }: { editor: PrivilegeEditor; role: Role }) {
  const { t } = useTranslation();
  const namespaceLabel = useNamespaceLabel();
  const { matrix, draft, toggle } = editor;
  const roleLabel = t(`shell.roles.${role}`);
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        aria-label={t('privileges.gridOf', { role: roleLabel })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('privileges.namespace')}</Table.Th>
            {matrix.actions.map((action) => (
              <Table.Th key={action} scope="col" ta="center">
                {t(`privileges.actions.${action}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.namespaces.map((namespace) => {
            const granted = draft[role][namespace] ?? [];
            return (
              <Table.Tr key={namespace}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {namespaceLabel(namespace)}
                </Table.Th>
                {matrix.actions.map((action) => (
                  <Table.Td key={action} ta="center">
                    <Checkbox
                      display="inline-block"
                      checked={granted.includes(action)}
                      onChange={(event) => toggle(role, namespace, action, event.currentTarget.checked)}
                      aria-label={t('privileges.cellLabel', {
                        role: roleLabel,
                        namespace: namespaceLabel(namespace),
                        action: t(`privileges.actions.${action}`),
                      })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The roles × namespaces × actions matrix of DESIGN §4, one tab per role. */
export function PrivilegeGrid({ editor }: { editor: PrivilegeEditor }) {
  const { t } = useTranslation();
  const roles = editor.matrix.roles;
  return (
    <Tabs defaultValue={roles[0]} keepMounted={false}>
      <Tabs.List aria-label={t('privileges.rolesLabel')}>
        {roles.map((role) => (
          <Tabs.Tab key={role} value={role}>
            {t(`shell.roles.${role}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {roles.map((role) => (
        <Tabs.Panel key={role} value={role} pt="md">
          <RoleGrid editor={editor} role={role} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
