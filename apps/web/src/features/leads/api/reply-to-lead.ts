import type { LeadReply, Namespace } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** POST /{inbox}/{id}/reply: an e-mail to the sender in the lead's language. */
export const useReplyToLead = (namespace: Namespace) => useLeadMutation<LeadReply>(namespace, 'reply');
