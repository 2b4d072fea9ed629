import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { ReactNode } from 'react';
import { Alert, Paper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '@/components/page-loader';
import type { PerformanceCounts } from '@coachyard/contract';
import { directionOf, intlLocale } from '@/lib/language';

/**
 * A performance answer once it is there: the last one stays while another window loads, and a window the API
 * refuses (longer than a year) says why instead.
 */
export function PerformanceAnswer<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error'>;
  children: (data: T) => ReactNode;
}) {
  if (query.error)
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {query.error.message}
      </Alert>
    );
  if (!query.data) return <InlineLoader size="sm" />;
  return children(query.data);
}

/** One figure with its name. */
export function PerformanceStat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Numbers, shares and days as the reader's language writes them. */
export function usePerformanceFormats() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    rate: (value: number | null) => (value === null ? '—' : percent.format(value)),
    day: (value: string) => day.format(new Date(value)),
    date: (value: string) => date.format(new Date(value)),
  };
}

/**
 * Impressions, views and leads a day as a line chart, in a figure named in words (a chart says nothing to a screen
 * reader). Right to left, time runs from the right and the scale stands on the right.
 */
export function DailyChart({ series }: { series: readonly (PerformanceCounts & { day: string })[] }) {
  const { t, i18n } = useTranslation();
  const format = usePerformanceFormats();
  const rightToLeft = directionOf(i18n.language) === 'rtl';
  const title = t('adPerformance.chart');
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5" mb="sm" component="figcaption">
        {title}
      </Title>
      <LineChart
        h={220}
        data={series.map((entry) => ({ ...entry, label: format.day(entry.day) }))}
        dataKey="label"
        withLegend
        valueFormatter={format.number}
        xAxisProps={{ reversed: rightToLeft }}
        yAxisProps={{ orientation: rightToLeft ? 'right' : 'left' }}
        series={[
          { name: 'impressions', label: t('adPerformance.impressions'), color: 'gray.6' },
          { name: 'views', label: t('adPerformance.views'), color: 'blue.6' },
          { name: 'leads', label: t('adPerformance.leads'), color: 'teal.7' },
        ]}
      />
    </Paper>
  );
}
