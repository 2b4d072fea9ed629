import type { LeadAssign, Namespace } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** POST /{inbox}/{id}/assign: who holds the lead (null: nobody). */
export const useAssignLead = (namespace: Namespace) => useLeadMutation<LeadAssign>(namespace, 'assign');
