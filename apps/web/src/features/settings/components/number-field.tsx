import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../hooks/use-field-error';

interface NumberFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  description?: string;
  min?: number;
  max?: number;
  suffix?: string;
}

/** A whole number of a settings group, with its message under it. */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  min,
  max,
  suffix,
}: NumberFieldProps<T>) {
  const errorOf = useFieldError(form);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          min={min}
          max={max}
          allowDecimal={false}
          suffix={suffix}
          required
          error={errorOf(name)}
        />
      )}
    />
  );
}
