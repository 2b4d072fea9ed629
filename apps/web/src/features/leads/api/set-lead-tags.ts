import type { LeadTags, Namespace } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** POST /{inbox}/{id}/tags: the lead's tags, replaced whole. */
export const useSetLeadTags = (namespace: Namespace) => useLeadMutation<LeadTags>(namespace, 'tags');
