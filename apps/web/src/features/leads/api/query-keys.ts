import type { QueryClient } from '@tanstack/react-query';
import type { Namespace } from '@coachyard/contract';
import type { Query } from '@/lib/api-client';

/** Every lead query lives under one root: a change to a lead refreshes its inbox, its drawer and the counts. */
const ROOT = ['leads'] as const;

export const leadKeys = {
  root: ROOT,
  list: (namespace: Namespace, query: Query) => [...ROOT, namespace, 'list', query] as const,
  one: (namespace: Namespace, id: string) => [...ROOT, namespace, 'one', id] as const,
  unread: [...ROOT, 'unread'] as const,
  templates: (namespace: Namespace, language: string) => [...ROOT, namespace, 'templates', language] as const,
  assignees: (namespace: Namespace, leadId: string | null) =>
    [...ROOT, namespace, 'assignees', leadId ?? ''] as const,
  report: (namespace: Namespace, query: Query) => [...ROOT, namespace, 'report', query] as const,
};

/** A change moves the lead in sorted and filtered lists and may change the unread counts. */
export const invalidateLeadLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === ROOT[0] && query.queryKey[2] !== 'one',
  });

const segment = (value: string) => encodeURIComponent(value);
export const leadPaths = {
  list: (namespace: Namespace) => `/${namespace}`,
  exportCsv: (namespace: Namespace) => `/${namespace}/export.csv`,
  templates: (namespace: Namespace) => `/${namespace}/reply-templates`,
  one: (namespace: Namespace, id: string) => `/${namespace}/${segment(id)}`,
  action: (
    namespace: Namespace,
    id: string,
    action: 'status' | 'assign' | 'flags' | 'notes' | 'reply' | 'tags' | 'faq-entry',
  ) => `/${namespace}/${segment(id)}/${action}`,
  unread: '/leads/unread-counts',
  assignees: (namespace: Namespace) => `/${namespace}/assignees`,
  report: (namespace: Namespace) => `/${namespace}/reports`,
  personalData: '/leads/personal-data',
  erase: '/leads/personal-data/erase',
};
