import type { OptionsFilter } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading (a model under its maker), as Mantine's selects take them. */
export interface SelectGroup {
  group: string;
  items: SelectOption[];
}

/** Every option of a select's data, its groups' included. */
export const optionsOf = (data: readonly (SelectOption | SelectGroup)[]) =>
  data.flatMap((entry) => ('group' in entry ? entry.items : [entry]));

export interface ChoiceProps {
  label: string;
  data: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  nothingFoundMessage?: ReactNode;
  w?: number;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  /** Forms put the hint and the error under the input, so that the inputs of a row stay aligned. */
  inputWrapperOrder?: ('label' | 'input' | 'description' | 'error')[];
  onBlur?: () => void;
  /** The input a form focuses when the choice is in error (react-hook-form's field ref), stand-in or live. */
  ref?: Ref<HTMLInputElement>;
}

export interface OneChoiceProps extends ChoiceProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Whether picking the chosen option again clears it (Mantine's default); a required choice may refuse. */
  allowDeselect?: boolean;
}

export interface ManyChoicesProps extends Omit<ChoiceProps, 'data'> {
  data: (SelectOption | SelectGroup)[];
  value: string[];
  onChange: (value: string[]) => void;
  /** The list offers only what is not chosen yet. */
  hidePickedOptions?: boolean;
  /** Which options a search shows (Mantine's `filter`): by default those whose label holds it. */
  filter?: OptionsFilter;
  maxDropdownHeight?: number;
  /** The clear button's name, which the live control shows to screen readers. */
  clearButtonLabel?: string;
}

/** How the stand-in was woken: the live control opens its list, and takes the key typed to wake it as search. */
export interface Wake {
  typed: string;
}

/** Room for a few typed letters beside the pills, not a line of its own in a narrow filter cell. */
export const PILLS_FIELD_MIN_WIDTH = '2rem';
