import type { LeadStatusChange, Namespace } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** POST /{inbox}/{id}/status: a move the lead's kind allows; won and lost with their reason. */
export const useChangeLeadStatus = (namespace: Namespace) =>
  useLeadMutation<LeadStatusChange>(namespace, 'status');
