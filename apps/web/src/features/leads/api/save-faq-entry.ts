import type { LeadFaqEntryWrite } from '@coachyard/contract';
import { useLeadMutation } from './lead-mutation';

/** PUT /leads_faq/{id}/faq-entry: the question's FAQ entry, created or written, published and told if asked. */
export const useSaveFaqEntry = () => useLeadMutation<LeadFaqEntryWrite>('leads_faq', 'faq-entry', 'PUT');
