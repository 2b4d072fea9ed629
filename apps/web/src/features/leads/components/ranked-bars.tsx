import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/language';

/**
 * Counts by name as labelled bars, the largest first: the name stays on one line above its bar however long it
 * is, which a chart's axis cannot promise for dealers' names.
 */
export function RankedBars({ rows, color }: { rows: { name: string; count: number }[]; color: string }) {
  const { i18n } = useTranslation();
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.name}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end" dir="auto">
              {row.name}
            </Text>
            <Text size="sm" fw={600}>
              {row.count.toLocaleString(intlLocale(i18n.language))}
            </Text>
          </Group>
          <Progress value={(row.count / largest) * 100} color={color} size="sm" aria-hidden="true" />
        </li>
      ))}
    </Stack>
  );
}
