import { useState } from 'react';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LEAD_CLOSE_REASONS,
  LEAD_STATUSES_NEEDING_REASON,
  type LeadDetail,
  type LeadStatus,
  type Namespace,
} from '@coachyard/contract';
import { useChangeLeadStatus } from '../api/change-lead-status';
import { useLeadLabels } from './lead-labels';

/** What each of the drawer's controls works on: the open lead of an inbox, and where a refusal is shown. */
export interface LeadControlProps {
  namespace: Namespace;
  lead: LeadDetail;
  onError: (message: string) => void;
}

/** Moves the lead to a status its kind allows from here; won and lost ask for the reason. */
export function StatusControl({ namespace, lead, onError }: LeadControlProps) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const change = useChangeLeadStatus(namespace);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  if (lead.available_statuses.length === 0) return null;
  const needsReason = LEAD_STATUSES_NEEDING_REASON.includes(status as LeadStatus);
  const submit = () =>
    change.mutate(
      {
        id: lead.id,
        body: {
          status: status as LeadStatus,
          ...(needsReason ? { close_reason: reason as (typeof LEAD_CLOSE_REASONS)[number] } : {}),
          version: lead.version,
        },
      },
      {
        onSuccess: () => {
          setStatus('');
          setReason('');
        },
        onError: (error) => onError(error.message),
      },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('leads.moveTo')}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value)}
        data={[
          { value: '', label: t('leads.chooseStatus') },
          ...lead.available_statuses.map((value) => ({ value, label: labels.status(value) })),
        ]}
        w={190}
      />
      {needsReason ? (
        <NativeSelect
          label={t('leads.closeReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data={[
            { value: '', label: t('leads.chooseReason') },
            ...LEAD_CLOSE_REASONS.map((value) => ({ value, label: labels.reason(value) })),
          ]}
          w={210}
        />
      ) : null}
      <Button onClick={submit} disabled={!status || (needsReason && !reason)} loading={change.isPending}>
        {t('leads.applyStatus')}
      </Button>
    </Group>
  );
}
