import { EntryFlags } from '@/components/entry-list';
import { EntryFormFrame } from '@/components/translation-editor';
import type { LookupEntry } from '../hooks/lookup-form-values';
import { useLookupForm } from '../hooks/use-lookup-form';
import { LOOKUP_DOMAIN } from '../result-domain';
import { useLookupSave, type LookupTarget } from '../hooks/use-lookup-save';

interface LookupFormProps {
  /** A table's form or an item's: the same fields, rules and dialog (SPEC §2 "same … screens"). */
  target: LookupTarget;
  entry?: LookupEntry;
  richText?: boolean;
  /** Where CANCEL leads: the list the form was opened from. */
  cancelTo: string;
}

/**
 * SPEC §2 Translation form of a lookup table or item: the shared entry form with Active and Exposable
 * (with its tooltip).
 */
export function LookupForm({ target, entry, richText = false, cancelTo }: LookupFormProps) {
  const save = useLookupSave(target, entry?.id);
  const state = useLookupForm({ entry, richText, ...save });
  return (
    <EntryFormFrame
      state={state}
      domain={LOOKUP_DOMAIN}
      richText={richText}
      flags={<EntryFlags control={state.form.control} />}
      cancelTo={cancelTo}
    />
  );
}
