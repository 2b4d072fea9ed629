import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';
import { changeValueText, fieldLabel, type IdNames } from './change-value';

/** An event's change as a before/after table of the fields it changed, with translated field names. */
export function EventChanges({
  changes,
  caption,
  names,
}: {
  changes: AuditChange[];
  caption: string;
  names: IdNames;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (changes.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table withTableBorder verticalSpacing={4} fz="sm" layout="fixed" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="24%">
              {t('audit.field')}
            </Table.Th>
            <Table.Th scope="col">{t('audit.before')}</Table.Th>
            <Table.Th scope="col">{t('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {fieldLabel(change.field, t)}
              </Table.Th>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {changeValueText(change.before, change.field, language, t, names)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {changeValueText(change.after, change.field, language, t, names)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
