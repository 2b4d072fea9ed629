import { useState } from 'react';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAssignLead } from '../api/assign-lead';
import { useLeadAssignees } from '../api/get-lead-assignees';
import type { LeadControlProps } from './status-control';

const NOBODY = 'none';

/** Gives the lead to anyone who may hold it (staff, and for a query its dealer and representative), or to nobody. */
export function AssigneeControl({ namespace, lead, onError }: LeadControlProps) {
  const { t } = useTranslation();
  const people = useLeadAssignees(namespace, lead.id);
  const assign = useAssignLead(namespace);
  const current = lead.assignee?.id ?? NOBODY;
  const [chosen, setChosen] = useState(current);
  const submit = () =>
    assign.mutate(
      { id: lead.id, body: { assignee_id: chosen === NOBODY ? null : chosen, version: lead.version } },
      { onError: (error) => onError(error.message) },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('leads.assignTo')}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          { value: NOBODY, label: t('leads.nobody') },
          ...(people.data ?? []).map((person) => ({
            value: person.id,
            label: `${person.name} (${t(`leads.roles.${person.role}`)})`,
          })),
        ]}
        w={260}
      />
      <Button variant="default" onClick={submit} disabled={chosen === current} loading={assign.isPending}>
        {t('leads.assign')}
      </Button>
    </Group>
  );
}
