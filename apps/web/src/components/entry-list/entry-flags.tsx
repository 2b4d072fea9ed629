import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tooltip.css';
import { useId } from 'react';
import { Box, Group, Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LookupFormValues } from '../hooks/lookup-form-values';

/** The Active and Exposable switches; Exposable explains itself in a tooltip (SPEC §2). */
export function LookupFlags({ control }: { control: Control<LookupFormValues> }) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = t('translationForm.exposableHint');
  return (
    <Group gap="xl">
      <Controller
        control={control}
        name="is_active"
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('translationForm.active')}
          />
        )}
      />
      <Controller
        control={control}
        name="is_exposable"
        render={({ field: { value, onChange, ...field } }) => (
          <Tooltip
            label={hint}
            withArrow
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Box component="span" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
              <Switch
                {...field}
                checked={value}
                onChange={(event) => onChange(event.currentTarget.checked)}
                label={t('translationForm.exposable')}
                aria-describedby={hintId}
              />
              <IconInfoCircle size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
            </Box>
          </Tooltip>
        )}
      />
    </Group>
  );
}
