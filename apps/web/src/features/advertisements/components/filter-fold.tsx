import { useId, useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Whether the filter bar is unfolded on a phone; the button and the bar it controls share it. */
export function useFilterFold() {
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  return { unfolded, panelId, toggle: () => setUnfolded((open) => !open) };
}
export type FilterFold = ReturnType<typeof useFilterFold>;

/** On a phone only (hidden from Mantine's `sm` up): opens and closes the filter bar, counting the filters set. */
export function FilterFoldButton({ fold, setCount }: { fold: FilterFold; setCount: number }) {
  const { t } = useTranslation();
  return (
    <Button
      hiddenFrom="sm"
      variant="default"
      leftSection={<IconFilter size={16} aria-hidden="true" />}
      rightSection={setCount ? <Badge circle>{setCount}</Badge> : null}
      aria-label={setCount ? `${t('ads.filters.label')} (${setCount})` : undefined}
      aria-expanded={fold.unfolded}
      aria-controls={fold.panelId}
      onClick={fold.toggle}
    >
      {t('ads.filters.label')}
    </Button>
  );
}
