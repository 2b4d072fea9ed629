import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { NumberTextInput } from '@/components/number-text-input';
import { useFieldError } from '../hooks/use-field-error';

interface NumberFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  description?: string;
  min?: number;
  max?: number;
  /** Shown after the number, in the field (MB). */
  unit?: string;
}

/**
 * A whole number of a settings group, with its message under it: a plain numeric field rather than Mantine's
 * NumberInput, whose react-number-format weighed 5 kB on the settings' first visit (issue 30).
 */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  min,
  max,
  unit,
}: NumberFieldProps<T>) {
  const errorOf = useFieldError(form);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberTextInput
          label={label}
          description={description}
          value={field.value ?? ''}
          onValueChange={(value) => field.onChange(value === '' ? undefined : value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          min={min}
          max={max}
          rightSection={unit}
          rightSectionPointerEvents="none"
          required
          error={errorOf(name)}
        />
      )}
    />
  );
}
