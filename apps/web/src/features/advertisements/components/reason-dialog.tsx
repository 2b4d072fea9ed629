import { deferDialog } from '@/components/deferred-dialog';

/**
 * A rejection needs a reason the dealer will read (at least 2 characters, as the API checks). The dialog (Modal,
 * its focus trap and scroll lock, 20 kB gzip) is downloaded the first time it opens: the review queue and the
 * ad's status actions show it only on "Reject".
 */
export const ReasonDialog = deferDialog(() => import('./reason-modal'));
