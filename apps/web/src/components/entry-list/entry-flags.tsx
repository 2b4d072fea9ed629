import '@mantine/core/styles/Switch.css';
import { useId } from 'react';
import { Box, Group, Switch, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../deferred-tooltip';

/** The flags of an entry form; both are booleans there (1/0 on the wire). */
interface FlagValues extends FieldValues {
  is_active: boolean;
  is_exposable?: boolean;
}

/**
 * The Active and (unless `exposable` is false) Exposable switches; Exposable explains itself in a
 * tooltip (SPEC §2), downloaded when the pointer or focus first reaches it.
 */
export function EntryFlags<V extends FlagValues>({
  control,
  exposable = true,
}: {
  control: Control<V>;
  exposable?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = t('translationForm.exposableHint');
  return (
    <Group gap="xl">
      <Controller
        control={control}
        name={'is_active' as Path<V>}
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('translationForm.active')}
          />
        )}
      />
      {exposable ? (
        <Controller
          control={control}
          name={'is_exposable' as Path<V>}
          render={({ field: { value, onChange, ...field } }) => (
            <DeferredTooltip
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
            </DeferredTooltip>
          )}
        />
      ) : null}
    </Group>
  );
}
