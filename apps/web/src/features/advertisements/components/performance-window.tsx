import '@mantine/core/styles/Radio.css';
import { Group, Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/data-table';
import { WINDOW_DAYS, type PerformanceWindow, type WindowChoice } from '../hooks/use-performance-window';
import { usePerformanceFormats } from './performance-parts';

/**
 * The days a performance screen shows: the last 7, 30 or 90, or a range chosen with two date fields, and the
 * days it stands for in words (a window by count says nothing of the dates it covers).
 */
export function PerformanceWindowControl({ days }: { days: PerformanceWindow }) {
  const { t } = useTranslation();
  const format = usePerformanceFormats();
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Radio.Group
        label={t('adPerformance.window.label')}
        value={days.choice}
        onChange={(value) => days.choose(value as WindowChoice)}
      >
        <Group gap="md" mt={6} wrap="wrap">
          {[
            ...WINDOW_DAYS.map((count) => ({
              value: `${count}`,
              label: t(`adPerformance.window.days${count}`),
            })),
            { value: 'custom', label: t('adPerformance.window.custom') },
          ].map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Group>
      </Radio.Group>
      {days.choice === 'custom' ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateRangeFilter
            from={days.from}
            to={days.to}
            max={days.today}
            fromLabel={t('adPerformance.window.from')}
            toLabel={t('adPerformance.window.to')}
            onChange={days.setEnd}
          />
        </Group>
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('adPerformance.window.shown', { from: format.date(days.from), to: format.date(days.to) })}
      </Text>
    </Group>
  );
}
