import { useState } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMultiSelect } from '@/components/deferred-select';
import { filterByModelOrBrand, type ModelGroup } from '../hooks/model-options';

interface AttachModelsProps {
  /** The vehicle models not attached yet, grouped by maker. */
  options: ModelGroup[];
  loading: boolean;
  error: Error | null;
  disabled: boolean;
  onAttach: (ids: string[]) => void;
}

/**
 * A searchable pick of vehicle models, added to the end of the brand's list with one click. The pick's list
 * (Mantine's MultiSelect with Floating UI, about 25 kB gzip) loads when it is first used (issue 30).
 */
export function AttachModels({ options, loading, error, disabled, onAttach }: AttachModelsProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const attach = () => {
    onAttach(picked);
    setPicked([]);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Box flex={1} miw={0}>
        <DeferredMultiSelect
          label={t('modelRelations.attachLabel')}
          description={t('modelRelations.attachHint')}
          placeholder={picked.length ? undefined : t('modelRelations.attachPlaceholder')}
          data={options}
          value={picked}
          onChange={setPicked}
          filter={filterByModelOrBrand}
          hidePickedOptions
          clearable
          clearButtonLabel={t('modelRelations.clearPicked')}
          nothingFoundMessage={t('modelRelations.nothingFound')}
          maxDropdownHeight={320}
          disabled={disabled || loading}
          error={error?.message}
        />
      </Box>
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
