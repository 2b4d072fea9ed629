import type { ReactNode, Ref } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

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

export interface ManyChoicesProps extends ChoiceProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** The list offers only what is not chosen yet. */
  hidePickedOptions?: boolean;
}

/** How the stand-in was woken: the live control opens its list, and takes the key typed to wake it as search. */
export interface Wake {
  typed: string;
}

/** Room for a few typed letters beside the pills, not a line of its own in a narrow filter cell. */
export const PILLS_FIELD_MIN_WIDTH = '2rem';
