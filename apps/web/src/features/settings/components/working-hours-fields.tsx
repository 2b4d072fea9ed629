import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hourRange, timeOptions, type WorkingHoursSettings } from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { useFieldError } from '../hooks/use-field-error';
import { NumberField } from './number-field';

const STEPS_PER_HOUR = [1, 2, 4] as const;

/** What the settings produce, so the reader sees the choices a form will offer before saving. */
function OptionsPreview({ label, options }: { label: string; options: string[] }) {
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}:{' '}
      </Text>
      <bdi dir="ltr">{options.length > 0 ? options.join(' · ') : '—'}</bdi>
    </Text>
  );
}

/** Working hours: SPEC §9's time options and the user form's start and end hours with their step. */
export default function WorkingHoursFields({ form }: { form: SettingsForm<'working_hours'> }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const hours = useWatch({ control: form.control });
  const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  const step = valid(hours.step) && hours.step > 0 ? hours.step : 1;
  const range = (from: unknown, to: unknown) => (valid(from) && valid(to) ? hourRange(from, to, step) : []);
  const steps = hours.steps_per_hour ?? 2;
  const times =
    valid(hours.time_options?.from) && valid(hours.time_options?.to)
      ? timeOptions(steps, hours.time_options.from, hours.time_options.to)
      : [];
  const number = (name: Path<WorkingHoursSettings>, min: number, max: number) => (
    <NumberField form={form} name={name} label={t(`settings.hours.${name}`)} min={min} max={max} />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {number('time_options.from', 0, 24)}
        {number('time_options.to', 0, 24)}
        <Controller
          control={form.control}
          name="steps_per_hour"
          render={({ field }) => (
            <NativeSelect
              label={t('settings.hours.steps_per_hour')}
              data={STEPS_PER_HOUR.map((value) => ({ value: String(value), label: String(value) }))}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.currentTarget.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errorOf('steps_per_hour')}
            />
          )}
        />
      </SimpleGrid>
      <OptionsPreview label={t('settings.hours.timeOptionsPreview')} options={times} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
        {number('start.from', 6, 12)}
        {number('start.to', 6, 12)}
        {number('end.from', 12, 19)}
        {number('end.to', 12, 19)}
        {number('step', 1, 6)}
      </SimpleGrid>
      <OptionsPreview
        label={t('settings.hours.startPreview')}
        options={range(hours.start?.from, hours.start?.to)}
      />
      <OptionsPreview
        label={t('settings.hours.endPreview')}
        options={range(hours.end?.from, hours.end?.to)}
      />
    </Stack>
  );
}
