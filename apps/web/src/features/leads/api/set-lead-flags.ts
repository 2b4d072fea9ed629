import type { LeadFlags, Namespace } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** POST /{inbox}/{id}/flags: archive or mark as spam, and release again. */
export const useSetLeadFlags = (namespace: Namespace) => useLeadMutation<LeadFlags>(namespace, 'flags');
