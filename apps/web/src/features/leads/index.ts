/** What the shell and other features use of leads: the sidebar's unread counts, the settings' inbox picker. */
export { isLeadInbox, UnreadLeadsBadge } from './components/unread-badge';
export { unreadLeadCountsQueryOptions } from './api/get-unread-counts';
export { InboxUserSelect } from './components/inbox-user-select';

/** The screen, loaded with its code when its route opens (app/route-table.ts). */
export const loadLeadsPage = () => import('./pages/leads-page');
