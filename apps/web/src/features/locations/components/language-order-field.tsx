import { useId, useState } from 'react';
import { ActionIcon, Box, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';
import { ReorderHandle, ReorderStatus, dropTargetProps } from '@/components/reorder';
import type { LocationFormValues } from '../hooks/location-form-values';

const GROUP = 'language-order';

/**
 * The market's languages in their order (SPEC §9: the order differs per region): move one by dragging
 * its handle or with ↑ / ↓ on it, remove one, or add one of the others at the end.
 */
export function LanguageOrderField({ control }: { control: Control<LocationFormValues> }) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const hintId = useId();
  const labelId = useId();
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (code: string) => t(`translationForm.languageNames.${code}`);

  return (
    <Controller
      control={control}
      name="language_order"
      render={({ field, fieldState }) => {
        const order = field.value;
        const move = (from: number, to: number) => {
          const next = [...order];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          field.onChange(next);
          setAnnouncement(t('reorder.moved', { name: nameOf(moved!), position: to + 1, count: next.length }));
        };
        const remove = (code: Language) => field.onChange(order.filter((entry) => entry !== code));
        const others = LANGUAGES.filter((code) => !order.includes(code));
        return (
          <Stack gap="xs">
            <Text id={labelId} size="sm" fw={500}>
              {t('locations.form.languageOrder')}
            </Text>
            <ReorderStatus hintId={hintId} announcement={announcement} />
            <Paper
              withBorder
              component="ol"
              aria-labelledby={labelId}
              p={4}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {order.map((code, index) => (
                <Box component="li" key={code} {...dropTargetProps({ group: GROUP, index, onMove: move })}>
                  <Group gap="xs" wrap="nowrap" px={4} py={2}>
                    <ReorderHandle
                      group={GROUP}
                      index={index}
                      count={order.length}
                      onMove={move}
                      label={t('locations.moveOf', { name: nameOf(code) })}
                      hintId={hintId}
                    />
                    <Text size="sm" w={24} c="dimmed">
                      {index + 1}.
                    </Text>
                    <Text size="sm" style={{ flex: 1 }}>
                      {nameOf(code)}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => remove(code)}
                      aria-label={t('locations.form.removeLanguage', { name: nameOf(code) })}
                    >
                      <IconX size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Box>
              ))}
            </Paper>
            {others.length ? (
              <NativeSelect
                label={t('locations.form.addLanguage')}
                value=""
                onChange={(event) => {
                  const code = event.currentTarget.value as Language;
                  if (code) field.onChange([...order, code]);
                }}
                data={[
                  { value: '', label: t('locations.form.chooseLanguage') },
                  ...others.map((code) => ({ value: code, label: nameOf(code) })),
                ]}
                maw={260}
              />
            ) : null}
            {fieldState.error ? (
              <Text size="sm" c="red" role="alert">
                {message(fieldState.error.message)}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
