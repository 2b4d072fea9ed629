import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import classes from './cell-label.module.css';

/**
 * A status or a role in a list's row: Mantine's Badge (light, or `filled`) in one of the theme's colours, as a
 * plain element (a page of rows is most of a list's first render, and a Badge costs several renders of its own).
 * In capitals, as the theme's badges, unless `asWritten` (a role's name). Other props (a role, a spoken name) go to the element.
 */
export function CellLabel({
  color,
  filled = false,
  asWritten = false,
  children,
  ...rest
}: {
  color: string;
  filled?: boolean;
  asWritten?: boolean;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'className' | 'style'>) {
  return (
    <span
      {...rest}
      className={asWritten ? `${classes.label} ${classes.asWritten}` : classes.label}
      style={
        {
          '--label-bg': `var(--mantine-color-${color}-${filled ? 'filled' : 'light'})`,
          '--label-color': filled ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
        } as CSSProperties
      }
    >
      {children}
    </span>
  );
}
