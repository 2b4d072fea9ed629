import { useId } from 'react';
import { Input } from '@mantine/core';
import classes from './radio-choice.module.css';

interface RadioChoiceProps<T extends string> {
  label: string;
  required?: boolean;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One of a few choices side by side under a label, as Mantine's Radio.Group with a row of Radios shows them,
 * with the browser's radios (Mantine's Radio is 3.4 kB gzip with its stylesheet, issue 30). Arrow keys move
 * between them as between any radios of one name.
 */
export function RadioChoice<T extends string>({
  label,
  required,
  options,
  value,
  onChange,
}: RadioChoiceProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} aria-required={required || undefined}>
      <Input.Label id={`${id}-label`} labelElement="div" required={required}>
        {label}
      </Input.Label>
      <div className={classes.options}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              className={classes.radio}
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
