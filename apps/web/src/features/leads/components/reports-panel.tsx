import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { useState } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/language';
import type { LeadKind, LeadReport, Namespace } from '@coachyard/contract';
import { DateRangeFilter } from '@/components/data-table';
import { useLeadReport } from '../api/get-lead-report';
import { STATUS_COLOR, useLeadLabels } from './lead-labels';
import { RankedBars } from './ranked-bars';
import { ReportTable } from './report-table';

/** A figure with its name: charts are pictures, so each says in words what it shows. */
function Figure({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5" mb="sm" component="figcaption">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} dir="ltr" ta="start">
        {value}
      </Text>
    </Paper>
  );
}

/** Response times: median, 90th percentile and the share answered within the target. */
function ResponseStats({ report }: { report: LeadReport }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const hours = (value: number | null) =>
    value === null ? '—' : t('leads.reports.hours', { count: value, value: value.toLocaleString(locale) });
  const share = report.response.share_within_target;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Stat label={t('leads.reports.total')} value={report.total.toLocaleString(locale)} />
      <Stat label={t('leads.reports.median')} value={hours(report.response.median_hours)} />
      <Stat label={t('leads.reports.p90')} value={hours(report.response.p90_hours)} />
      <Stat
        label={t('leads.reports.withinTarget', { hours: report.response.target_hours })}
        value={share === null ? '—' : share.toLocaleString(locale, { style: 'percent' })}
      />
    </SimpleGrid>
  );
}

/**
 * An inbox's Reports tab: leads per week, per dealer and per advertisement, first-response times and, for
 * queries, won and lost with their reasons, as charts with the same figures in a table. Loaded only when opened.
 */
export default function ReportsPanel({ namespace, kind }: { namespace: Namespace; kind: LeadKind }) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const report = useLeadReport(namespace, {
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
  });
  const data = report.data;
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <DateRangeFilter
          fromLabel={t('leads.filters.from')}
          toLabel={t('leads.filters.to')}
          from={period.from}
          to={period.to}
          onChange={(name, value) => setPeriod((current) => ({ ...current, [name]: value }))}
        />
      </Group>
      {report.error ? <Alert color="red" role="alert" title={report.error.message} /> : null}
      {data ? (
        <>
          <ResponseStats report={data} />
          <Figure title={t('leads.reports.perWeek')}>
            <BarChart
              h={220}
              data={data.per_week}
              dataKey="week"
              series={[{ name: 'count', label: t('leads.reports.leads'), color: 'blue.6' }]}
              tickLine="y"
            />
          </Figure>
          <SimpleGrid cols={{ base: 1, md: kind === 'query' ? 2 : 1 }} spacing="md">
            {kind === 'query' ? (
              <Figure title={t('leads.reports.perDealer')}>
                <RankedBars rows={data.per_dealer} color="teal.6" />
              </Figure>
            ) : null}
            <Figure title={t('leads.reports.perStatus')}>
              <Group justify="center" gap="xl">
                <DonutChart
                  data={data.per_status.map((row) => ({
                    name: labels.status(row.status),
                    value: row.count,
                    color: `${STATUS_COLOR[row.status] ?? 'gray'}.6`,
                  }))}
                  withLabels
                  withLabelsLine
                  size={150}
                  thickness={24}
                />
                <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.per_status.map((row) => (
                    <Group key={row.status} gap={6} component="li" wrap="nowrap">
                      <ColorSwatch
                        color={`var(--mantine-color-${STATUS_COLOR[row.status] ?? 'gray'}-6)`}
                        size={12}
                      />
                      <Text size="sm">
                        {labels.status(row.status)}: {row.count}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
            </Figure>
          </SimpleGrid>
          {kind === 'query' ? (
            <Figure title={t('leads.reports.outcomes', { won: data.outcomes.won, lost: data.outcomes.lost })}>
              <RankedBars
                rows={data.outcomes.reasons.map((row) => ({
                  name: labels.reason(row.reason),
                  count: row.count,
                }))}
                color="gray.6"
              />
            </Figure>
          ) : null}
          <ReportTable report={data} kind={kind} />
        </>
      ) : null}
    </Stack>
  );
}
