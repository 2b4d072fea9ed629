import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useEffect, useRef, useState, type Ref } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { PILLS_FIELD_MIN_WIDTH, type ManyChoicesProps, type OneChoiceProps, type Wake } from './types';

/**
 * Focuses the live control once it has replaced its stand-in, and keeps the key typed to wake it as the search:
 * Mantine resets the search when it mounts, so the search is ours until that first reset has passed.
 */
function useTakeOver(wake: Wake, shown: string, formRef: Ref<HTMLInputElement> | undefined) {
  const input = useRef<HTMLInputElement>(null);
  // A form's field ref follows the input from the stand-in to the live control.
  const ref = useMergedRef(input, formRef);
  const [search, setSearch] = useState(wake.typed || shown);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    // Typing goes on where the stand-in left it: after the search.
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const onSearchChange = (next: string) => {
    if (mounted.current) setSearch(next);
  };
  return { ref, searchValue: search, onSearchChange, defaultDropdownOpened: true, searchable: true };
}

export function LiveSelect({ wake, ref, ...props }: OneChoiceProps & { wake: Wake }) {
  const shown = props.data.find((option) => option.value === props.value)?.label ?? '';
  const takeOver = useTakeOver(wake, shown, ref);
  return <Select {...props} {...takeOver} />;
}

export function LiveMultiSelect({
  wake,
  ref,
  clearButtonLabel,
  ...props
}: ManyChoicesProps & { wake: Wake }) {
  const takeOver = useTakeOver(wake, '', ref);
  return (
    <MultiSelect
      {...props}
      {...takeOver}
      clearButtonProps={{ 'aria-label': clearButtonLabel }}
      styles={{ inputField: { minWidth: PILLS_FIELD_MIN_WIDTH } }}
    />
  );
}
