import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { Alert, Code, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CsvImport } from './use-csv-import';

/** The outcome of a CSV import: the counts, or every bad row with its line (nothing was changed). */
export default function ImportReport({ csvImport }: { csvImport: CsvImport }) {
  const { t } = useTranslation();
  const { result, failure, dismiss } = csvImport;
  if (result) {
    return (
      <Alert
        color="teal"
        role="status"
        mb="md"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={result.message ?? t('lookupItems.importDone')}
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={dismiss}
      >
        {t('lookupItems.importCounts', result)}
      </Alert>
    );
  }
  if (!failure) return null;
  return (
    <Alert
      color="red"
      role="alert"
      mb="md"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={failure.title}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={dismiss}
    >
      {failure.detail ? <Text size="sm">{failure.detail}</Text> : null}
      {failure.issues.length ? (
        <Table.ScrollContainer type="native" minWidth={420} mah={320} mt="xs">
          <Table aria-label={t('lookupItems.importIssues')} withTableBorder verticalSpacing={4} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lookupItems.issueLine')}</Table.Th>
                <Table.Th>{t('lookupItems.issueField')}</Table.Th>
                <Table.Th>{t('lookupItems.issueMessage')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failure.issues.map((issue) => (
                <Table.Tr key={`${issue.line}-${issue.field}-${issue.message}`}>
                  <Table.Td>{issue.line}</Table.Td>
                  <Table.Td>
                    <Code>{issue.field}</Code>
                  </Table.Td>
                  <Table.Td>{issue.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Alert>
  );
}
