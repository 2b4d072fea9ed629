import '@mantine/core/styles/List.css';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HealthCheck } from '@coachyard/contract';

/** Each health check with what to do, passed or not in words as well as by icon (the form's panel, the queue). */
export function HealthChecks({ checks, label }: { checks: HealthCheck[]; label: string }) {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" center aria-label={label}>
      {checks.map((check) => (
        <List.Item
          key={check.key}
          icon={
            <ThemeIcon color={check.passed ? 'green' : 'red'} size={20} radius="xl" variant="light">
              {check.passed ? (
                <IconCheck size={14} aria-hidden="true" />
              ) : (
                <IconX size={14} aria-hidden="true" />
              )}
            </ThemeIcon>
          }
        >
          <VisuallyHidden>{t(check.passed ? 'ads.health.passed' : 'ads.health.failed')}: </VisuallyHidden>
          {check.message}
        </List.Item>
      ))}
    </List>
  );
}
