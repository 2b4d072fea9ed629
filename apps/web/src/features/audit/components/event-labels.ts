import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ENTRIES, type AuditEvent } from '@coachyard/contract';

const NAV_KEY_OF = new Map<string, string>(NAV_ENTRIES.map((entry) => [entry.namespace, entry.key]));

/** A namespace by the name the sidebar gives its screen; those without one (settings, trash…) by their own. */
export function useNamespaceLabel() {
  const { t } = useTranslation();
  return useCallback(
    (namespace: string) => {
      const navKey = NAV_KEY_OF.get(namespace);
      return navKey ? t(`nav.${navKey}`) : t(`audit.namespaces.${namespace}`, { defaultValue: namespace });
    },
    [t],
  );
}

/** Names of an event's parts in the reader's language: its action, namespace and actor. */
export function useEventLabels() {
  const { t } = useTranslation();
  const namespaceLabel = useNamespaceLabel();
  const actionLabel = useCallback(
    (action: string) => t(`audit.actions.${action}`, { defaultValue: action }),
    [t],
  );
  const actorLabel = useCallback(
    (event: AuditEvent) => (event.actor ? event.actor.name : t('audit.noActor')),
    [t],
  );
  return { actionLabel, namespaceLabel, actorLabel };
}
