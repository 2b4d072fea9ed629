import '@mantine/core/styles/Table.css';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/language';
import type { LeadKind, LeadReport } from '@coachyard/contract';

/** The report's figures as a table: what the charts show, readable by a screen reader and copyable. */
export function ReportTable({ report, kind }: { report: LeadReport; kind: LeadKind }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(intlLocale(i18n.language));
  const rows: { group: string; name: string; count: number }[] = [
    ...report.per_week.map((row) => ({ group: t('leads.reports.week'), name: row.week, count: row.count })),
    ...(kind === 'query'
      ? [
          ...report.per_dealer.map((row) => ({
            group: t('leads.reports.dealer'),
            name: row.name,
            count: row.count,
          })),
          ...report.per_advertisement.map((row) => ({
            group: t('leads.columns.advertisement'),
            name: `${row.short_id} · ${row.title_text}`,
            count: row.count,
          })),
        ]
      : []),
  ];
  return (
    <>
      <Title order={3} size="h5" id="lead-report-table">
        {t('leads.reports.table')}
      </Title>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table striped aria-labelledby="lead-report-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('leads.reports.group')}</Table.Th>
              <Table.Th scope="col">{t('leads.reports.item')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('leads.reports.leads')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.group}-${row.name}`}>
                <Table.Td>{row.group}</Table.Td>
                <Table.Td dir="auto">{row.name}</Table.Td>
                <Table.Td ta="end">{number(row.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
