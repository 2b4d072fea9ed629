import { useCallback, useState } from 'react';
import {
  ACTIONS,
  ROLES,
  type Action,
  type Namespace,
  type PrivilegeMatrix,
  type Privileges,
  type Role,
} from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { useSavePrivilegeMatrix } from '../api/save-privilege-matrix';

type Draft = Pick<PrivilegeMatrix, 'privileges' | 'hierarchy'>;
export type SaveOutcome =
  { kind: 'saved'; message: string } | { kind: 'conflict' } | { kind: 'refused'; message: string };

const draftOf = (matrix: PrivilegeMatrix): Draft => ({
  privileges: matrix.privileges,
  hierarchy: matrix.hierarchy,
});
const sameDraft = (left: Draft, right: Draft) => JSON.stringify(left) === JSON.stringify(right);

function toggled(privileges: Privileges, namespace: Namespace, action: Action, on: boolean): Privileges {
  const current = privileges[namespace] ?? [];
  const next = ACTIONS.filter((candidate) => (candidate === action ? on : current.includes(candidate)));
  const { [namespace]: _previous, ...others } = privileges;
  return next.length > 0 ? { ...others, [namespace]: next } : others;
}

/**
 * The matrix being edited: a draft of every role's privileges and of the hierarchy over the matrix last read,
 * saved whole with that matrix's version. A 409 shows the matrix someone else saved (the draft is dropped: it was
 * made on an old one); a refusal (no role left able to edit privileges or to manage ADMINs) keeps the draft and
 * says why.
 */
export function usePrivilegeEditor(matrix: PrivilegeMatrix) {
  const [base, setBase] = useState(matrix);
  const [draft, setDraft] = useState<Draft>(draftOf(matrix));
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const save = useSavePrivilegeMatrix();
  // A newer matrix from the server (another tab saved) replaces an untouched draft.
  if (matrix.version !== base.version && sameDraft(draft, draftOf(base))) {
    setBase(matrix);
    setDraft(draftOf(matrix));
  }
  const dirty = !sameDraft(draft, draftOf(base));

  const toggle = useCallback((role: Role, namespace: Namespace, action: Action, on: boolean) => {
    setOutcome(null);
    setDraft((current) => ({
      ...current,
      privileges: { ...current.privileges, [role]: toggled(current.privileges[role], namespace, action, on) },
    }));
  }, []);
  /** Whether `role` may create and manage users of `managed`. */
  const toggleManaged = useCallback((role: Role, managed: Role, on: boolean) => {
    setOutcome(null);
    setDraft((current) => {
      const roles = new Set(current.hierarchy[role]);
      if (on) roles.add(managed);
      else roles.delete(managed);
      const ordered = ROLES.filter((candidate) => roles.has(candidate));
      return { ...current, hierarchy: { ...current.hierarchy, [role]: ordered } };
    });
  }, []);
  const discard = useCallback(() => {
    setOutcome(null);
    setDraft(draftOf(base));
  }, [base]);

  const submit = useCallback(async () => {
    try {
      const response = await save.mutateAsync({ ...draft, version: base.version });
      setBase(response.data);
      setDraft(draftOf(response.data));
      setOutcome({ kind: 'saved', message: response.successMessage ?? '' });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.current) {
        const current = error.current as PrivilegeMatrix;
        setBase(current);
        setDraft(draftOf(current));
        setOutcome({ kind: 'conflict' });
      } else {
        const message = isApiError(error)
          ? (error.fieldError('privileges') ?? error.fieldError('hierarchy') ?? error.detail)
          : String(error);
        setOutcome({ kind: 'refused', message });
      }
    }
  }, [save, draft, base.version]);

  return {
    matrix: base,
    draft: draft.privileges,
    hierarchy: draft.hierarchy,
    dirty,
    toggle,
    toggleManaged,
    discard,
    submit,
    isSaving: save.isPending,
    outcome,
  };
}
export type PrivilegeEditor = ReturnType<typeof usePrivilegeEditor>;
