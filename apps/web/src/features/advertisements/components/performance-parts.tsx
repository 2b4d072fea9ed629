import type { ReactNode } from 'react';
import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LineChart } from '@/components/line-chart';
import { InlineLoader } from '@/components/page-loader';
import type { PerformanceCounts } from '@coachyard/contract';
import { intlLocale } from '@/lib/language';

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

/** One figure with its name; a named group, so a screen reader reads the two together. */
export function PerformanceStat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
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
    locale,
    number: (value: number) => number.format(value),
    rate: (value: number | null) => (value === null ? '—' : percent.format(value)),
    day: (value: string) => day.format(new Date(value)),
    date: (value: string) => date.format(new Date(value)),
  };
}

type DailySeries = readonly (PerformanceCounts & { day: string })[];
type Count = keyof PerformanceCounts;

/** The six counts in funnel order, each with its name and the colour its line is drawn in. */
const COUNTS: readonly { name: Count; label: string; color: string }[] = [
  { name: 'impressions', label: 'adPerformance.impressions', color: 'var(--mantine-color-gray-6)' },
  { name: 'views', label: 'adPerformance.views', color: 'var(--mantine-color-blue-6)' },
  { name: 'contact_clicks', label: 'adPerformance.contactClicks', color: 'var(--mantine-color-violet-6)' },
  { name: 'phone_reveals', label: 'adPerformance.phoneReveals', color: 'var(--mantine-color-orange-7)' },
  { name: 'favorites', label: 'adPerformance.favorites', color: 'var(--mantine-color-pink-6)' },
  { name: 'leads', label: 'adPerformance.leads', color: 'var(--mantine-color-teal-7)' },
];
/** Impressions run to tens of thousands a day and leads to a few: each group gets a chart of its own scale. */
const REACH: readonly Count[] = ['impressions', 'views'];

/** The totals of the six counts, one figure each. */
export function CountStats({ totals }: { totals: PerformanceCounts }) {
  const { t } = useTranslation();
  const format = usePerformanceFormats();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
      {COUNTS.map((count) => (
        <PerformanceStat key={count.name} label={t(count.label)} value={format.number(totals[count.name])} />
      ))}
    </SimpleGrid>
  );
}

/** The daily series as two charts: how often the ads were seen, then what buyers did about them. */
export function DailyCharts({ series }: { series: DailySeries }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <DailyChart series={series} title="adPerformance.chart" counts={(name) => REACH.includes(name)} />
      <DailyChart
        series={series}
        title="adPerformance.interestChart"
        counts={(name) => !REACH.includes(name)}
      />
    </SimpleGrid>
  );
}

/**
 * Some counts a day as a line chart, in a figure named in words. The chart draws right to left in Arabic (time from
 * the right, the scale on the right); each day's values show on hover and on keyboard focus, and as a table.
 */
function DailyChart({
  series,
  title: titleKey,
  counts,
}: {
  series: DailySeries;
  title: string;
  counts: (name: Count) => boolean;
}) {
  const { t } = useTranslation();
  const format = usePerformanceFormats();
  const title = t(titleKey);
  const shown = COUNTS.filter((count) => counts(count.name));
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5" mb="sm" component="figcaption">
        {title}
      </Title>
      <LineChart
        points={series.map((entry) => ({
          label: format.day(entry.day),
          name: format.date(entry.day),
          values: Object.fromEntries(shown.map((count) => [count.name, entry[count.name]])),
        }))}
        series={shown.map((count) => ({ key: count.name, label: t(count.label), color: count.color }))}
        format={format.number}
        locale={format.locale}
        label={title}
        tableLabel={t('adPerformance.figuresTable')}
        pointHeader={t('adPerformance.day')}
      />
    </Paper>
  );
}
