import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useState } from 'react';
import { Button, Group, MultiSelect } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { filterByModelOrBrand, type ModelGroup } from '../hooks/model-options';

interface AttachModelsProps {
  /** The vehicle models not attached yet, grouped by maker. */
  options: ModelGroup[];
  loading: boolean;
  error: Error | null;
  disabled: boolean;
  onAttach: (ids: string[]) => void;
}

/** A searchable pick of vehicle models, added to the end of the brand's list with one click. */
export function AttachModels({ options, loading, error, disabled, onAttach }: AttachModelsProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const attach = () => {
    onAttach(picked);
    setPicked([]);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <MultiSelect
        label={t('modelRelations.attachLabel')}
        description={t('modelRelations.attachHint')}
        placeholder={picked.length ? undefined : t('modelRelations.attachPlaceholder')}
        data={options}
        value={picked}
        onChange={setPicked}
        searchable
        filter={filterByModelOrBrand}
        hidePickedOptions
        clearable
        clearButtonProps={{ 'aria-label': t('modelRelations.clearPicked') }}
        nothingFoundMessage={t('modelRelations.nothingFound')}
        maxDropdownHeight={320}
        disabled={disabled || loading}
        error={error?.message}
        style={{ flex: 1 }}
      />
      <Button
        onClick={attach}
        disabled={disabled || !picked.length}
        leftSection={<IconLink size={16} aria-hidden="true" />}
      >
        {t('modelRelations.attach')}
      </Button>
    </Group>
  );
}
