import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { UserFormValues } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';

type TextField = 'phone_number' | 'phone_extension' | 'lat' | 'lng';

interface FilteredInputProps {
  control: Control<UserFormValues>;
  name: TextField;
  label: string;
  /** SPEC §5 input filter: what typing or pasting may leave in the field. */
  filter: (value: string) => string;
  description?: string;
  leftSection?: ReactNode;
  inputMode?: 'numeric' | 'decimal' | 'tel';
}

/** A required text field whose value passes an input filter on every change (phone, coordinates…). */
export function FilteredInput({
  control,
  name,
  label,
  filter,
  description,
  leftSection,
  inputMode,
}: FilteredInputProps) {
  const message = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <TextInput
          {...field}
          value={value ?? ''}
          onChange={(event) => onChange(filter(event.currentTarget.value))}
          label={label}
          description={description}
          required
          error={message(fieldState.error?.message)}
          leftSection={leftSection}
          inputMode={inputMode}
          autoComplete="off"
          dir="ltr"
          // Hints under the input, as the password's, so that inputs side by side line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      )}
    />
  );
}
