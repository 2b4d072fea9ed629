import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface ChoiceProps {
  label: string;
  data: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  nothingFoundMessage?: ReactNode;
  w?: number;
}

export interface OneChoiceProps extends ChoiceProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface ManyChoicesProps extends ChoiceProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** How the stand-in was woken: the live control opens its list, and takes the key typed to wake it as search. */
export interface Wake {
  typed: string;
}

/** Room for a few typed letters beside the pills, not a line of its own in a narrow filter cell. */
export const PILLS_FIELD_MIN_WIDTH = '2rem';
