/** What other features use of the audit trail: the History section of an edit screen or drawer, and namespace names. */
export { RecordHistory } from './components/record-history';
export { RecordHistoryDrawer } from './components/record-history-drawer';
export type { RecordHistoryProps } from './components/record-history';
export type { RecordHistoryDrawerProps } from './components/record-history-drawer-body';
export { useNamespaceLabel } from './components/event-labels';
export { useRestores } from './hooks/use-restores';

/** The screen, loaded with its code when its route opens (app/route-table.ts). */
export const loadAuditPage = () => import('./pages/audit-page');
