/** What the shell uses of leads: the unread count beside each inbox in the sidebar. */
export { isLeadInbox, UnreadLeadsBadge } from './components/unread-badge';
