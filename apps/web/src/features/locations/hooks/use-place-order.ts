import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type LocationItem, type LocationItemPage } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { ListParams } from '@/components/data-table';
import { useActionResult } from '@/components/use-action-result';
import { useMoveLocationItem } from '../api/move-location-item';
import type { PlaceOrder } from '../components/place-columns';
import { LOCATIONS_DOMAIN } from '../result-domain';

/**
 * Moving places among their siblings: offered while the list shows its own order (by position, no search,
 * first page), sent as one move with the moved place's version; the new place is announced.
 */
export function usePlaceOrder(
  locationId: string,
  page: LocationItemPage | undefined,
  list: Pick<ListParams<string>, 'sort' | 'q' | 'page'>,
  hintId: string,
): PlaceOrder & { announcement: string } {
  const { t } = useTranslation();
  const moveItem = useMoveLocationItem(locationId);
  const { fail } = useActionResult(LOCATIONS_DOMAIN);
  const [announcement, setAnnouncement] = useState('');
  const rows = page?.items ?? [];
  const enabled = list.sort === 'position' && !list.q && list.page === 1 && !moveItem.isPending;

  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row) return;
    moveItem.mutate(
      { id: row.id, body: { position: to, version: row.version } },
      {
        onSuccess: () =>
          setAnnouncement(t('reorder.moved', { name: row.text, position: to + 1, count: rows.length })),
        onError: (error) =>
          fail(isApiError(error) ? error.detail : translateMessage('errors.internal', currentLanguage())),
      },
    );
  };
  return {
    enabled,
    count: rows.length,
    indexOf: (row: LocationItem) => rows.findIndex((candidate) => candidate.id === row.id),
    move,
    hintId,
    announcement,
  };
}
