import { deferDialog } from '@/components/deferred-dialog';
import { usePageShortcuts } from '../hooks/use-page-shortcuts';

const ShortcutsDialog = deferDialog(() => import('./shortcuts-dialog'));

/** Listens for the screens' shortcuts and shows their list on "?". */
export function PageShortcuts() {
  const { helpOpened, closeHelp } = usePageShortcuts();
  return <ShortcutsDialog opened={helpOpened} onClose={closeHelp} />;
}
