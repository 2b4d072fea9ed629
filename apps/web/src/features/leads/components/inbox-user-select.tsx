import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeadAssignees } from '../api/get-lead-assignees';

interface InboxUserSelectProps {
  label: string;
  description?: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * Settings → Leads: who FAQ and contact leads go to, chosen among the people who may hold them (active
 * administrators and representatives); empty means the first administrator.
 */
export function InboxUserSelect({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
}: InboxUserSelectProps) {
  const { t } = useTranslation();
  const people = useLeadAssignees('leads_contact', null);
  return (
    <NativeSelect
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      onBlur={onBlur}
      error={error}
      data={[
        { value: '', label: t('leads.firstAdmin') },
        ...(people.data ?? []).map((person) => ({
          value: person.id,
          label: `${person.name} (${t(`leads.roles.${person.role}`)})`,
        })),
      ]}
    />
  );
}
