import { TextInput } from '@mantine/core';
import { useController, useFormState, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeferredMultiSelect, DeferredSelect } from '@/components/deferred-select';
import { useTranslateMessage } from '@/lib/i18n';
import { NumberTextInput } from '@/components/number-text-input';
import type { AdFormValues } from '../hooks/ad-form-values';
import type { Option } from '../hooks/use-ad-lookups';

interface FieldProps<N extends FieldPath<AdFormValues>> {
  control: Control<AdFormValues>;
  name: N;
  label: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
}

/** Hints under the inputs, so that inputs in one row stay aligned whichever has a hint. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The first message of a field, in the reader's language (contract and API messages are keys). */
function useFieldError(control: Control<AdFormValues>, name: string) {
  const message = useTranslateMessage();
  const { errors } = useFormState({ control, name: name as FieldPath<AdFormValues> });
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors);
  return message((error as { message?: string } | undefined)?.message);
}

type Keys<V> = { [K in keyof AdFormValues]: AdFormValues[K] extends V ? K : never }[keyof AdFormValues];
type SelectName = Keys<string | null>;
type ManyName = Keys<string[]>;
type NumberName = Keys<number | ''>;
type TextName = Keys<string>;

/**
 * What every field of the form passes its input alike: label, required, hint, the error in the reader's language,
 * the hint-below order and the field's blur and ref; `field` gives its value and change.
 */
function useAdField<N extends FieldPath<AdFormValues>>(props: FieldProps<N>) {
  const { field } = useController({ control: props.control, name: props.name });
  const error = useFieldError(props.control, props.name);
  return {
    field,
    shared: {
      label: props.label,
      required: props.required,
      disabled: props.disabled,
      description: props.description,
      error,
      inputWrapperOrder: HINT_BELOW,
      onBlur: field.onBlur,
      ref: field.ref,
    },
  };
}

/**
 * A searchable select of lookup options; `onPick` replaces the plain change when other fields follow it. Its
 * list's code (Mantine's Combobox and Floating UI) downloads when a select is first reached, not with the form.
 */
export function SelectField<N extends SelectName>({
  options,
  onPick,
  clearable = true,
  ...props
}: FieldProps<N> & { options: Option[]; onPick?: (value: string | null) => void; clearable?: boolean }) {
  const { t } = useTranslation();
  const { field, shared } = useAdField(props);
  return (
    <DeferredSelect
      {...shared}
      data={options}
      value={(field.value as string | null) ?? null}
      onChange={(value) => (onPick ? onPick(value) : field.onChange(value))}
      clearable={clearable && !props.required}
      nothingFoundMessage={t('dataTable.empty')}
    />
  );
}

export function MultiSelectField<N extends ManyName>({
  options,
  ...props
}: FieldProps<N> & { options: Option[] }) {
  const { t } = useTranslation();
  const { field, shared } = useAdField(props);
  return (
    <DeferredMultiSelect
      {...shared}
      data={options}
      value={field.value as string[]}
      onChange={field.onChange}
      clearable
      hidePickedOptions
      nothingFoundMessage={t('dataTable.empty')}
    />
  );
}

export function NumberField<N extends NumberName>({
  min,
  max,
  decimals = 0,
  grouped = false,
  ...props
}: FieldProps<N> & { min?: number; max?: number; decimals?: number; grouped?: boolean }) {
  const { field, shared } = useAdField(props);
  return (
    <NumberTextInput
      {...shared}
      value={field.value as number | ''}
      onValueChange={field.onChange}
      min={min}
      max={max}
      decimals={decimals}
      // Amounts read better in groups of three; a year is never 2 019.
      separator={grouped ? ' ' : ''}
    />
  );
}

/** A one-line text (the stock number). */
export function TextField<N extends TextName>({
  maxLength,
  ...props
}: FieldProps<N> & { maxLength?: number }) {
  const { field, shared } = useAdField(props);
  return (
    <TextInput
      {...shared}
      value={field.value as string}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      maxLength={maxLength}
    />
  );
}
