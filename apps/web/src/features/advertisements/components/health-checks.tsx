import { ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HealthCheck } from '@coachyard/contract';
import classes from './health-checks.module.css';

/** Each health check with what to do, passed or not in words as well as by icon (the form's panel, the queue). */
export function HealthChecks({ checks, label }: { checks: HealthCheck[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-label={label}>
      {checks.map((check) => (
        <li key={check.key} className={classes.item}>
          <ThemeIcon
            className={classes.icon}
            color={check.passed ? 'green' : 'red'}
            size={20}
            radius="xl"
            variant="light"
          >
            {check.passed ? (
              <IconCheck size={14} aria-hidden="true" />
            ) : (
              <IconX size={14} aria-hidden="true" />
            )}
          </ThemeIcon>
          <span>
            <VisuallyHidden>{t(check.passed ? 'ads.health.passed' : 'ads.health.failed')}: </VisuallyHidden>
            {check.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
