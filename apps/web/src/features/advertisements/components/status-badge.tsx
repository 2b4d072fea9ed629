import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '@/components/cell-label';
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
  return <CellLabel color={STATUS_COLORS[status]}>{t(`ads.statuses.${status}`)}</CellLabel>;
}
