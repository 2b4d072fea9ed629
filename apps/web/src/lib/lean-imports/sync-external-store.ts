/**
 * What react-i18next's `useTranslation` imports from `use-sync-external-store/shim`, a copy of React 18's hook for
 * older Reacts (0.5 kB gzip of every page): React 19 has the hook itself, which the shim would only hand on.
 */
export { useSyncExternalStore } from 'react';
