import type { LeadNote, Namespace } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** POST /{inbox}/{id}/notes: an internal note on the lead's timeline. */
export const useAddLeadNote = (namespace: Namespace) => useLeadMutation<LeadNote>(namespace, 'notes');
