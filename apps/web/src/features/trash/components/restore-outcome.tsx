import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrashRestoreResult } from '@coachyard/contract';

/** What the last restore did: how many came back, and for each row that could not, why. */
export function RestoreOutcome({
  results,
  labelOf,
}: {
  results: TrashRestoreResult['results'];
  labelOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const restored = results.filter((result) => result.outcome === 'restored').length;
  const refused = results.filter((result) => result.outcome !== 'restored');
  return (
    <Alert
      role="status"
      mb="md"
      color={refused.length ? 'orange' : 'green'}
      icon={
        refused.length ? <IconAlertTriangle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />
      }
      title={t('trash.restored', { count: restored })}
    >
      {refused.length > 0 && (
        <List size="sm">
          {refused.map((result) => (
            <List.Item key={`${result.namespace}:${result.id}`}>
              {labelOf(result.id)}: {result.message ?? t('trash.notFound')}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
