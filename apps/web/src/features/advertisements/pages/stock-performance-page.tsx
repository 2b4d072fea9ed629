import '@mantine/core/styles/Table.css';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StockPerformance } from '@coachyard/contract';
import { PageTitle } from '@/components/page-title';
import { useStockPerformance } from '../api/performance';
import {
  CountStats,
  DailyCharts,
  PerformanceAnswer,
  PerformanceStat,
  usePerformanceFormats,
} from '../components/performance-parts';
import { PerformanceWindowControl } from '../components/performance-window';
import { usePerformanceWindow } from '../hooks/use-performance-window';
import { adRoutes } from '../routes';

type AdLine = StockPerformance['unseen']['items'][number];
/** Beyond two days a wait reads better in days. */
const HOURS_SHOWN_UNTIL = 48;

/** A short list of ads, each a link to its screen, or a sentence when there is none. */
function AdLines({ title, lines, empty }: { title: string; lines: readonly AdLine[]; empty: string }) {
  const { t } = useTranslation();
  const format = usePerformanceFormats();
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <Text component="li" size="sm" key={line.id}>
              <Anchor component={Link} to={adRoutes.edit(line.id)}>
                <span dir="ltr">{line.short_id}</span> · {line.title_text}
              </Anchor>{' '}
              {t('stockPerformance.line', {
                views: format.number(line.views),
                days: format.number(line.days_online),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** /advertisements/performance: how the ads in the caller's scope do over the days chosen (issue 29). */
export default function StockPerformancePage() {
  const days = usePerformanceWindow();
  const performance = useStockPerformance(days);
  return (
    <>
      <PageTitle />
      <Stack gap="lg">
        <PerformanceWindowControl days={days} />
        <PerformanceAnswer query={performance}>{(data) => <StockFigures data={data} />}</PerformanceAnswer>
      </Stack>
    </>
  );
}

function StockFigures({ data }: { data: StockPerformance }) {
  const { t } = useTranslation();
  const format = usePerformanceFormats();
  const medians = data.first_response_median_hours;
  const hours = (value: number | null) =>
    value === null
      ? t('stockPerformance.noAnswer')
      : t('stockPerformance.hours', { hours: format.number(value) });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <PerformanceStat label={t('stockPerformance.ads')} value={format.number(data.ads)} />
        <PerformanceStat label={t('stockPerformance.yourResponse')} value={hours(medians.yours)} />
        <PerformanceStat label={t('stockPerformance.marketResponse')} value={hours(medians.marketplace)} />
      </SimpleGrid>
      <CountStats totals={data.totals} />
      <DailyCharts series={data.series} />
      <Paper withBorder p="md" component="section" aria-label={t('stockPerformance.quartilesTitle')}>
        <Title order={2} size="h5" mb="sm">
          {t('stockPerformance.quartilesTitle')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stockPerformance.standing')}</Table.Th>
              <Table.Th ta="end">{t('stockPerformance.ads')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(['1', '2', '3', '4', 'unrated'] as const).map((quartile) => (
              <Table.Tr key={quartile}>
                <Table.Td>{t(`stockPerformance.quartiles.${quartile}`)}</Table.Td>
                <Table.Td ta="end">{format.number(data.quartiles[quartile])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AdLines
          title={t('stockPerformance.viewedWithoutLeads')}
          lines={data.viewed_without_leads}
          empty={t('stockPerformance.noneViewedWithoutLeads')}
        />
        <AdLines
          title={t('stockPerformance.unseen', { count: data.unseen.count })}
          lines={data.unseen.items}
          empty={t('stockPerformance.noneUnseen')}
        />
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-label={t('stockPerformance.waitingTitle')}>
        <Title order={2} size="h5" mb="sm">
          {t('stockPerformance.waitingTitle')}
        </Title>
        {data.waiting_leads.length === 0 ? (
          <Text size="sm">{t('stockPerformance.noneWaiting')}</Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.waiting_leads.map((lead) => (
              <Text component="li" size="sm" key={lead.id}>
                <span dir="ltr">{lead.receipt_id}</span>
                {lead.short_id ? (
                  <>
                    {' · '}
                    <span dir="ltr">{lead.short_id}</span>
                  </>
                ) : null}{' '}
                {lead.hours_waiting < HOURS_SHOWN_UNTIL
                  ? t('stockPerformance.waiting', { hours: format.number(lead.hours_waiting) })
                  : t('stockPerformance.waitingDays', {
                      days: format.number(Math.floor(lead.hours_waiting / 24)),
                    })}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
