import '@mantine/core/styles/Table.css';
import { useId } from 'react';
import { NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  LANGUAGE_NAMES,
  LANGUAGES,
  REGIONS,
  formatPrice,
  priceFormatsOf,
  type Region,
} from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { useFieldError } from '../hooks/use-field-error';

/** The amount every preview shows: one hundred twenty-three thousand four hundred fifty-six and 78 cents. */
const PREVIEW_MINOR_UNITS = 12_345_678;

/** A region's currency, symbol and number format, with the price as it will then be shown. */
function RegionRow({ form, region }: { form: SettingsForm<'regions'>; region: Region }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const regions = useWatch({ control: form.control, name: 'regions' });
  const money = regions[region];
  const regionName = t(`settings.regions.names.${region}`);
  const preview = money ? formatPrice(PREVIEW_MINOR_UNITS, money.currency, priceFormatsOf(regions)) : '';
  const path = `regions.${region}` as const;
  return (
    <Table.Tr>
      <Table.Th scope="row">{regionName}</Table.Th>
      <Table.Td>
        <NativeSelect
          {...form.register(`${path}.currency`)}
          aria-label={t('settings.regions.currencyOf', { region: regionName })}
          data={[...CURRENCIES]}
          miw={96}
          error={errorOf(`${path}.currency`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          {...form.register(`${path}.symbol`)}
          aria-label={t('settings.regions.symbolOf', { region: regionName })}
          w={72}
          error={errorOf(`${path}.symbol`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          {...form.register(`${path}.number_format`)}
          aria-label={t('settings.regions.formatOf', { region: regionName })}
          dir="ltr"
          miw={110}
          error={errorOf(`${path}.number_format`)}
        />
      </Table.Td>
      <Table.Td>
        <output aria-label={t('settings.regions.previewOf', { region: regionName })} dir="ltr">
          {preview}
        </output>
      </Table.Td>
    </Table.Tr>
  );
}

/** Languages and regions: the defaults of SPEC §9 and each region's money, with a live preview of a price. */
export default function RegionsFields({ form }: { form: SettingsForm<'regions'> }) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorOf = useFieldError(form);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          {...form.register('default_language')}
          label={t('settings.regions.defaultLanguage')}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          error={errorOf('default_language')}
        />
        <NativeSelect
          {...form.register('default_region')}
          label={t('settings.regions.defaultRegion')}
          data={REGIONS.map((region) => ({ value: region, label: t(`settings.regions.names.${region}`) }))}
          error={errorOf('default_region')}
        />
      </SimpleGrid>
      {/* Above the table, not its caption: on a phone the table scrolls sideways and would cut it. */}
      <Text size="sm" id={hintId}>
        {t('settings.regions.formatHint')}
      </Text>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing="xs" aria-describedby={hintId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('settings.regions.region')}</Table.Th>
              <Table.Th scope="col">{t('settings.regions.currency')}</Table.Th>
              <Table.Th scope="col">{t('settings.regions.symbol')}</Table.Th>
              <Table.Th scope="col">{t('settings.regions.numberFormat')}</Table.Th>
              <Table.Th scope="col">{t('settings.regions.preview')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {REGIONS.map((region) => (
              <RegionRow key={region} form={form} region={region} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
