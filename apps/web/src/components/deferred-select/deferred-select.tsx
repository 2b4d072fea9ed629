import type { KeyboardEvent } from 'react';
import { CloseButton, ComboboxChevron, InputBase, InputClearButton } from '@mantine/core';
import classes from './deferred-select.module.css';
import {
  optionsOf,
  PILLS_FIELD_MIN_WIDTH,
  type ChoiceProps,
  type ManyChoicesProps,
  type OneChoiceProps,
} from './types';
import { useWakeable } from './use-wakeable';

/** Clears the choice without waking the live control, as Mantine's own clear button does. */
function ClearChoice({ onClear }: { onClear: () => void }) {
  return (
    <InputClearButton
      tabIndex={-1}
      aria-hidden
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    />
  );
}

const closedCombobox = { role: 'combobox', 'aria-haspopup': 'listbox', 'aria-expanded': false } as const;

/** What the stand-in shows around its input as the live control does: label, asterisk, hint and error. */
const wrapperOf = (props: Omit<ChoiceProps, 'data'>) => ({
  label: props.label,
  required: props.required,
  description: props.description,
  error: props.error,
  inputWrapperOrder: props.inputWrapperOrder,
  disabled: props.disabled,
  w: props.w,
});

/**
 * Mantine's searchable Select, whose code (Combobox, Popover and Floating UI: 25 kB gzip) is downloaded when the
 * user first opens it. Until then a look-alike shows the label, the value and the clear button, with the same
 * role and name, so a list page with many filters opens without that weight (issue 5's page budget).
 */
export function DeferredSelect({ ref, ...props }: OneChoiceProps) {
  const { live, mouseHandlers, keyHandlers } = useWakeable();
  if (live) return <live.module.LiveSelect {...props} ref={ref} wake={live.wake} />;
  const shown = props.data.find((option) => option.value === props.value)?.label ?? '';
  return (
    <InputBase
      {...wrapperOf(props)}
      ref={ref}
      placeholder={props.placeholder}
      value={shown}
      readOnly
      pointer
      onBlur={props.onBlur}
      {...closedCombobox}
      __defaultRightSection={<ComboboxChevron />}
      __clearSection={<ClearChoice onClear={() => props.onChange(null)} />}
      __clearable={Boolean(props.clearable && props.value != null && !props.disabled)}
      {...mouseHandlers}
      {...keyHandlers}
    />
  );
}

const WAKING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

/**
 * Mantine's MultiSelect, deferred the same way; its look-alike shows the chosen values as pills that remove,
 * drawn as MultiSelect's pills are, without the code of Mantine's Pill and PillsInput (the live control brings
 * it). Its search field takes typing and pasting at once, the focus given by Tab or a click: what was typed
 * before the live control arrived is its search. Backspace in an empty search removes the last pill, as there.
 */
export function DeferredMultiSelect({ ref, ...props }: ManyChoicesProps) {
  const { live, typed, search, mouseHandlers, keyHandlers } = useWakeable();
  if (live) return <live.module.LiveMultiSelect {...props} ref={ref} wake={live.wake} />;
  const options = optionsOf(props.data);
  const chosen = props.value.flatMap((value) => options.filter((option) => option.value === value));
  const onKeyDown = (event: KeyboardEvent) => {
    if (WAKING_KEYS.has(event.key)) {
      event.preventDefault();
      search(typed);
    } else if (event.key === 'Backspace' && !typed && props.value.length) {
      event.preventDefault();
      props.onChange(props.value.slice(0, -1));
    }
  };
  return (
    <InputBase
      component="div"
      multiline
      {...wrapperOf(props)}
      pointer
      __defaultRightSection={<ComboboxChevron />}
      __clearSection={<ClearChoice onClear={() => props.onChange([])} />}
      __clearable={Boolean(props.clearable && chosen.length && !props.disabled)}
      {...mouseHandlers}
    >
      <div className={classes.pills}>
        {chosen.map((option) => (
          <span key={option.value} className={classes.pill} data-disabled={props.disabled || undefined}>
            <span className={classes.pillLabel}>{option.label}</span>
            {props.disabled ? null : (
              <CloseButton
                variant="transparent"
                size={22}
                iconSize={14}
                tabIndex={-1}
                aria-hidden
                className={classes.pillRemove}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => props.onChange(props.value.filter((value) => value !== option.value))}
              />
            )}
          </span>
        ))}
        <input
          ref={ref}
          className={classes.field}
          aria-label={props.label}
          aria-invalid={Boolean(props.error) || undefined}
          onBlur={props.onBlur}
          placeholder={chosen.length ? undefined : props.placeholder}
          disabled={props.disabled}
          style={{ minWidth: PILLS_FIELD_MIN_WIDTH }}
          {...closedCombobox}
          autoComplete="off"
          value={typed}
          onChange={(event) => search(event.currentTarget.value)}
          onFocus={keyHandlers.onFocus}
          onKeyDown={onKeyDown}
        />
      </div>
    </InputBase>
  );
}
