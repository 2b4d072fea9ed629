import '@mantine/core/styles/ScrollArea.css';
import { Autocomplete, Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIME_ZONES, filterTimeInput, phoneDigitsOnly, type UserFormValues } from '@coachyard/contract';
import { useWorkHourOptions } from '@/features/settings';
import { useTranslateMessage } from '@/lib/i18n';
import { useLanguageOptions } from '../hooks/use-user-options';
import { FilteredInput } from './filtered-input';

type Form = UseFormReturn<UserFormValues>;

/** Start or end of the working day: typed as hh:mm (SPEC §5 time filter) or picked from SPEC §2's options. */
function TimeField({
  form,
  name,
  options,
}: {
  form: Form;
  name: 'start_time' | 'end_time';
  options: string[];
}) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <Autocomplete
          {...field}
          value={value ?? ''}
          onChange={(text) => onChange(filterTimeInput(text) || null)}
          label={t(name === 'start_time' ? 'userForm.startTime' : 'userForm.endTime')}
          placeholder={t('userForm.timeHint')}
          data={options}
          required
          error={message(fieldState.error?.message)}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
        />
      )}
    />
  );
}

/** SPEC's "one role" (REPRESENTATIVE): extension, languages, time zone and work hours. */
export function WorkFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const languages = useLanguageOptions();
  const hours = useWorkHourOptions();
  const { errors } = form.formState;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FilteredInput
          control={form.control}
          name="phone_extension"
          label={t('userForm.extension')}
          filter={(value) => phoneDigitsOnly(value).slice(0, 10)}
          inputMode="numeric"
        />
        <NativeSelect
          {...form.register('time_zone')}
          label={t('userForm.timeZone')}
          required
          data={TIME_ZONES}
          error={message(errors.time_zone?.message)}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="languages"
        render={({ field: { value, onChange, ref: _ref, ...field }, fieldState }) => (
          <Checkbox.Group
            {...field}
            value={value ?? []}
            onChange={onChange}
            label={t('userForm.languages')}
            withAsterisk
            error={message(fieldState.error?.message)}
          >
            <Group gap="md" mt={6}>
              {languages.map((language) => (
                <Checkbox key={language.value} value={language.value} label={language.label} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TimeField form={form} name="start_time" options={hours.start} />
        <TimeField form={form} name="end_time" options={hours.end} />
      </SimpleGrid>
    </Stack>
  );
}
