import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedPreview } from '@coachyard/contract';

/** The feed's first rows as read, every column, scrolled sideways on a narrow screen. */
export function FeedPreviewTable({ preview }: { preview: FeedPreview }) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped withTableBorder fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{t('feeds.mapping.previewCaption', { count: preview.rows.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {preview.columns.map((column) => (
              <Table.Th key={column} scope="col" dir="auto">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row, index) => (
            <Table.Tr key={index}>
              {preview.columns.map((column) => (
                <Table.Td
                  key={column}
                  dir="auto"
                  title={row[column]}
                  style={{ maxWidth: '16rem', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {row[column]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
