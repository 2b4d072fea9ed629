import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdvertisementPerformance } from '@coachyard/contract';
import { useAdPerformance } from '../api/performance';
import { usePerformanceWindow } from '../hooks/use-performance-window';
import {
  CountStats,
  DailyCharts,
  PerformanceAnswer,
  PerformanceStat,
  usePerformanceFormats,
} from './performance-parts';
import { PerformanceWindowControl } from './performance-window';

/** Its standing among similar ads in words: charts and colours alone say nothing to a screen reader. */
function useStanding(rating: AdvertisementPerformance['rating']) {
  const { t } = useTranslation();
  if (!rating.enough) return [t('adPerformance.notEnough', { count: rating.compared })];
  return (['views_per_day', 'leads_per_view'] as const).map((measure) =>
    rating[measure].quartile === null
      ? t(`adPerformance.unmeasured.${measure}`)
      : t(`adPerformance.rating.${measure}`, {
          standing: t(`adPerformance.quartiles.${rating[measure].quartile}`),
          count: rating.compared,
        }),
  );
}

/** How the ad performs over the days chosen (issue 29): its figures, a daily chart and its standing. */
export default function AdPerformance({ id }: { id: string }) {
  const days = usePerformanceWindow();
  const performance = useAdPerformance(id, days);
  return (
    <Stack gap="md">
      <PerformanceWindowControl days={days} />
      <PerformanceAnswer query={performance}>{(data) => <AdFigures data={data} />}</PerformanceAnswer>
    </Stack>
  );
}

function AdFigures({ data }: { data: AdvertisementPerformance }) {
  const { t } = useTranslation();
  const standing = useStanding(data.rating);
  const format = usePerformanceFormats();
  return (
    <Stack gap="md">
      <CountStats totals={data.totals} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <PerformanceStat label={t('adPerformance.viewRate')} value={format.rate(data.funnel.view_rate)} />
        <PerformanceStat
          label={t('adPerformance.contactRate')}
          value={format.rate(data.funnel.contact_rate)}
        />
        <PerformanceStat label={t('adPerformance.leadRate')} value={format.rate(data.funnel.lead_rate)} />
        <PerformanceStat label={t('adPerformance.daysOnline')} value={format.number(data.days_online)} />
      </SimpleGrid>
      <DailyCharts series={data.series} />
      <Stack gap={4}>
        {standing.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Text size="sm">
          {data.first_response_median_hours === null
            ? t('adPerformance.noResponses')
            : t('adPerformance.firstResponse', { hours: format.number(data.first_response_median_hours) })}
        </Text>
      </Stack>
    </Stack>
  );
}
