import type { CSSProperties, ReactNode } from 'react';
import type { MantineSpacing } from '@mantine/core';
import classes from './form-fieldset.module.css';

interface FormFieldsetProps {
  legend: ReactNode;
  /** `unstyled`: no frame, a bold legend (a group inside a framed form). */
  variant?: 'default' | 'unstyled';
  /** Space under an unstyled legend; Mantine's `sm` otherwise. */
  legendGap?: MantineSpacing;
  children: ReactNode;
}

/**
 * A form's group of fields under its legend, drawn as Mantine's Fieldset is without its code and stylesheet
 * (0.8 kB gzip on each form that had it, issue 30).
 */
export function FormFieldset({ legend, variant = 'default', legendGap, children }: FormFieldsetProps) {
  return (
    <fieldset
      className={classes.root}
      data-variant={variant}
      style={
        legendGap ? ({ '--legend-gap': `var(--mantine-spacing-${legendGap})` } as CSSProperties) : undefined
      }
    >
      <legend className={classes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
