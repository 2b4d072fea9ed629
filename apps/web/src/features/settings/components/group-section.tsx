import type { ReactNode } from 'react';
import type { SettingsGroup, SettingsGroupState } from '@coachyard/contract';
import { useSettingsGroupForm, type SettingsForm } from '../hooks/use-settings-group-form';
import { GroupFrame } from './group-frame';

interface GroupSectionProps<G extends SettingsGroup> {
  state: SettingsGroupState<G>;
  canUpdate: boolean;
  /** The group's own fields, bound to its form. */
  fields: (form: SettingsForm<G>) => ReactNode;
}

/** A settings group as a form of its own: its fields, saved separately with its version. */
export function GroupSection<G extends SettingsGroup>({ state, canUpdate, fields }: GroupSectionProps<G>) {
  const { form, version, submit, isSaving } = useSettingsGroupForm(state);
  return (
    <GroupFrame
      group={state.group}
      recordId={state.id}
      version={version}
      canUpdate={canUpdate}
      isSaving={isSaving}
      onSubmit={() => void submit()}
    >
      <fieldset disabled={!canUpdate || isSaving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {fields(form)}
      </fieldset>
    </GroupFrame>
  );
}
