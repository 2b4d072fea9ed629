import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdvertisementPerformance } from '@coachyard/contract';
import { directionOf } from '@/lib/language';
import { useAdPerformance } from '../api/performance';

function Stat({ label, value }: { label: string; value: string }) {
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

/** Its standing among similar ads in words: charts and colours alone say nothing to a screen reader. */
function useStanding(rating: AdvertisementPerformance['rating']) {
  const { t } = useTranslation();
  if (!rating.enough) return [t('adPerformance.notEnough', { count: rating.compared })];
  return (['views_per_day', 'leads_per_view'] as const).map((measure) =>
    rating[measure].quartile === null
      ? t(`adPerformance.rating.${measure}`, { standing: t('adPerformance.unmeasured') })
      : t(`adPerformance.rating.${measure}`, {
          standing: t(`adPerformance.quartiles.${rating[measure].quartile}`),
          count: rating.compared,
        }),
  );
}

/** How the ad performs over the last 30 days (issue 29): its figures, a daily chart and its standing. */
export default function AdPerformance({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const performance = useAdPerformance(id);
  const data = performance.data;
  const standing = useStanding(
    data?.rating ?? {
      compared: 0,
      enough: false,
      views_per_day: { value: null, quartile: null },
      leads_per_view: { value: null, quartile: null },
    },
  );
  if (!data) return <Loader size="sm" aria-label={t('common.loading')} />;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rate = (value: number | null) => (value === null ? '—' : percent.format(value));
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const series = data.series.map((entry) => ({ ...entry, label: day.format(new Date(entry.day)) }));
  const title = t('adPerformance.chart');
  const rightToLeft = directionOf(i18n.language) === 'rtl';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        <Stat label={t('adPerformance.impressions')} value={number.format(data.totals.impressions)} />
        <Stat label={t('adPerformance.views')} value={number.format(data.totals.views)} />
        <Stat label={t('adPerformance.leads')} value={number.format(data.totals.leads)} />
        <Stat label={t('adPerformance.viewRate')} value={rate(data.funnel.view_rate)} />
        <Stat label={t('adPerformance.leadRate')} value={rate(data.funnel.lead_rate)} />
        <Stat label={t('adPerformance.daysOnline')} value={number.format(data.days_online)} />
      </SimpleGrid>
      <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
        <Title order={3} size="h5" mb="sm" component="figcaption">
          {title}
        </Title>
        <LineChart
          h={220}
          data={series}
          dataKey="label"
          withLegend
          valueFormatter={(value) => number.format(value)}
          // Right to left, time runs from the right and the scale stands on the right.
          xAxisProps={{ reversed: rightToLeft }}
          yAxisProps={{ orientation: rightToLeft ? 'right' : 'left' }}
          series={[
            { name: 'impressions', label: t('adPerformance.impressions'), color: 'gray.6' },
            { name: 'views', label: t('adPerformance.views'), color: 'blue.6' },
            { name: 'leads', label: t('adPerformance.leads'), color: 'teal.7' },
          ]}
        />
      </Paper>
      <Stack gap={4}>
        {standing.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Text size="sm">
          {data.first_response_median_hours === null
            ? t('adPerformance.noResponses')
            : t('adPerformance.firstResponse', { hours: number.format(data.first_response_median_hours) })}
        </Text>
      </Stack>
    </Stack>
  );
}
