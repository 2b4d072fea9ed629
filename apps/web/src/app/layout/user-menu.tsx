import { Suspense, lazy, useState } from 'react';
import { useSession } from '@/lib/auth';
import { withChunkTimeout } from '../lazy-page';
import { UserMenuTrigger } from './user-menu-trigger';

const AccountMenu = lazy(() => withChunkTimeout(import('./account-menu')));

/**
 * The signed-in user's name, and the account menu with sign out. Every page shows the trigger, few open the
 * menu: its code (Mantine's Menu) is downloaded on the first click, while the same trigger stays on screen.
 */
export function UserMenu() {
  const { user } = useSession();
  const [wanted, setWanted] = useState(false);
  if (!user) return null;
  const trigger = (
    <UserMenuTrigger user={user} aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)} />
  );
  return wanted ? (
    <Suspense fallback={trigger}>
      <AccountMenu user={user} />
    </Suspense>
  ) : (
    trigger
  );
}
