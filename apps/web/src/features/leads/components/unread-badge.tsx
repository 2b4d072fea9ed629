import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadUnreadCounts, Namespace } from '@coachyard/contract';
import { useUnreadLeadCounts } from '../api/get-unread-counts';

const INBOXES: readonly string[] = ['leads_query', 'leads_faq', 'leads_contact'];
export const isLeadInbox = (namespace: Namespace) => INBOXES.includes(namespace);

/**
 * The unread count of an inbox beside its sidebar entry (the caller's own scope), asked again every half minute so
 * new leads show without a reload. It sits beside the link, not in it: the link keeps its name.
 */
export function UnreadLeadsBadge({ namespace }: { namespace: Namespace }) {
  const { t } = useTranslation();
  const counts = useUnreadLeadCounts();
  const count = counts.data?.[namespace as keyof LeadUnreadCounts] ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      style={{
        position: 'absolute',
        insetInlineEnd: 8,
        top: '50%',
        transform: 'translateY(-50%)',
        pointerEvents: 'none',
      }}
    >
      <span aria-hidden="true" dir="ltr">
        {count > 99 ? '99+' : count}
      </span>
      <VisuallyHidden>{t('leads.unreadCount', { count })}</VisuallyHidden>
    </Badge>
  );
}
