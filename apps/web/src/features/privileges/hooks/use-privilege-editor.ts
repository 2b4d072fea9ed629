import { useCallback, useState } from 'react';
import {
  ACTIONS,
  type Action,
  type Namespace,
  type PrivilegeMatrix,
  type Privileges,
  type Role,
} from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { useSavePrivilegeMatrix } from '../api/save-privilege-matrix';

type Draft = PrivilegeMatrix['privileges'];
export type SaveOutcome =
  { kind: 'saved'; message: string } | { kind: 'conflict' } | { kind: 'refused'; message: string };

const sameDraft = (left: Draft, right: Draft) => JSON.stringify(left) === JSON.stringify(right);

function toggled(privileges: Privileges, namespace: Namespace, action: Action, on: boolean): Privileges {
  const current = privileges[namespace] ?? [];
  const next = ACTIONS.filter((candidate) => (candidate === action ? on : current.includes(candidate)));
  const { [namespace]: _previous, ...others } = privileges;
  return next.length > 0 ? { ...others, [namespace]: next } : others;
}

/**
 * The matrix being edited: a draft of every role's privileges over the matrix last read, saved whole with that
 * matrix's version. A 409 shows the matrix someone else saved (the draft is dropped: it was made on an old one);
 * a refusal (no role left able to edit privileges) keeps the draft and says why.
 */
export function usePrivilegeEditor(matrix: PrivilegeMatrix) {
  const [base, setBase] = useState(matrix);
  const [draft, setDraft] = useState<Draft>(matrix.privileges);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const save = useSavePrivilegeMatrix();
  // A newer matrix from the server (another tab saved) replaces an untouched draft.
  if (matrix.version !== base.version && sameDraft(draft, base.privileges)) {
    setBase(matrix);
    setDraft(matrix.privileges);
  }
  const dirty = !sameDraft(draft, base.privileges);

  const toggle = useCallback((role: Role, namespace: Namespace, action: Action, on: boolean) => {
    setOutcome(null);
    setDraft((current) => ({ ...current, [role]: toggled(current[role], namespace, action, on) }));
  }, []);
  const discard = useCallback(() => {
    setOutcome(null);
    setDraft(base.privileges);
  }, [base]);

  const submit = useCallback(async () => {
    try {
      const response = await save.mutateAsync({ privileges: draft, version: base.version });
      setBase(response.data);
      setDraft(response.data.privileges);
      setOutcome({ kind: 'saved', message: response.successMessage ?? '' });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.current) {
        const current = error.current as PrivilegeMatrix;
        setBase(current);
        setDraft(current.privileges);
        setOutcome({ kind: 'conflict' });
      } else {
        const message = isApiError(error) ? (error.fieldError('privileges') ?? error.detail) : String(error);
        setOutcome({ kind: 'refused', message });
      }
    }
  }, [save, draft, base.version]);

  return { matrix: base, draft, dirty, toggle, discard, submit, isSaving: save.isPending, outcome };
}
export type PrivilegeEditor = ReturnType<typeof usePrivilegeEditor>;
