import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdvertisementStatus } from '@coachyard/contract';
import { STATUS_COLORS } from './status-badge';
import { ReasonDialog } from './reason-dialog';

interface StatusActionsProps {
  /** The moves the caller may make now: the API's `available_statuses` (its rules, its privileges). */
  available: AdvertisementStatus[];
  onMove: (status: AdvertisementStatus, reason?: string) => Promise<boolean>;
  disabled?: boolean;
}

/** One button per allowed move: submit for review, publish, reject with a reason, sell, archive, reopen. */
export function StatusActions({ available, onMove, disabled }: StatusActionsProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      {available.map((status) => (
        <Button
          key={status}
          color={STATUS_COLORS[status] === 'gray' ? undefined : STATUS_COLORS[status]}
          variant={status === 'rejected' || status === 'archived' ? 'light' : 'filled'}
          disabled={disabled}
          onClick={() => (status === 'rejected' ? setRejecting(true) : void onMove(status))}
        >
          {t(`adStatus.actions.${status}`)}
        </Button>
      ))}
      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => onMove('rejected', reason)}
      />
    </>
  );
}
