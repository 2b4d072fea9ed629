import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LEAD_DEFAULT_SORT, LEAD_KINDS, LEAD_NAMESPACE, type LeadKind } from '@coachyard/contract';
import { useListParams, useRowSelection } from '@/components/data-table';

/** The inbox filters, named as the API and the URL name them. */
export const LEAD_FILTERS = [
  'status',
  'assignee',
  'from',
  'to',
  'view',
  'advertisement',
  'dealer',
  'tag',
] as const;

/** The views of an inbox: what the `view` filter sends to the API. */
export const LEAD_VIEWS = {
  inbox: {},
  unread: { unread: '1' },
  overdue: { overdue: '1' },
  archived: { archived: '1' },
  spam: { spam: '1' },
} as const;
export type LeadView = keyof typeof LEAD_VIEWS;

/** Which inbox the page shows: /leads_query, /leads_faq or /leads_contact. */
export function useLeadKind(): LeadKind {
  const { pathname } = useLocation();
  return LEAD_KINDS.find((kind) => pathname.startsWith(`/${LEAD_NAMESPACE[kind]}`)) ?? 'query';
}

/**
 * An inbox's state in the URL: filters, search, sort and page, and the lead open in the drawer (`?lead=`), so
 * a lead can be linked to (the e-mail to its assignee does) and Back closes it.
 */
export function useLeadList() {
  const kind = useLeadKind();
  const namespace = LEAD_NAMESPACE[kind];
  const list = useListParams({ filters: LEAD_FILTERS, defaultSort: LEAD_DEFAULT_SORT });
  const { view, ...filters } = list.filters;
  const query = { ...list.query, view: undefined, ...filters, ...(LEAD_VIEWS[view as LeadView] ?? {}) };
  const [params, setParams] = useSearchParams();
  const openLeadId = params.get('lead');
  const openLead = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('lead', id);
        else next.delete('lead');
        return next;
      }),
    [setParams],
  );
  const selection = useRowSelection(JSON.stringify([namespace, list.filters, list.q]));
  return { kind, namespace, list, query, openLeadId, openLead, ...selection };
}
export type LeadList = ReturnType<typeof useLeadList>;
