import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ad-columns.module.css';
import type { AdvertisementStatus } from '@coachyard/contract';

export const STATUS_COLORS: Record<AdvertisementStatus, string> = {
  draft: 'gray',
  pending_review: 'yellow',
  published: 'green',
  rejected: 'red',
  sold: 'blue',
  archived: 'dark',
};

export function StatusBadge({ status }: { status: AdvertisementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`ads.statuses.${status}`)}
    </Badge>
  );
}

/** The status in a list's row or card: Mantine's light Badge as a plain element, one per row. */
export function StatusLabel({ status }: { status: AdvertisementStatus }) {
  const { t } = useTranslation();
  const color = STATUS_COLORS[status];
  return (
    <span
      className={classes.status}
      style={
        {
          '--status-bg': `var(--mantine-color-${color}-light)`,
        } as CSSProperties
      }
    >
      {t(`ads.statuses.${status}`)}
    </span>
  );
}
