import { lookupItems, lookupTables } from '../api/resources';

/** Whose form it is: a lookup table, or an item of a container (a table, or an item for its children). */
export type LookupTarget = { owner: 'table' } | { owner: 'item'; containerId: string };

/** The create and update calls of the form's owner; `id` is the entry being edited, if any. */
export function useLookupSave(target: LookupTarget, id = '') {
  const containerId = target.owner === 'item' ? target.containerId : '';
  // Mutations do nothing until called: both owners' hooks run, one pair is used.
  const createLookupTable = lookupTables.useCreate({});
  const updateLookupTable = lookupTables.useUpdate({}, id);
  const createItem = lookupItems.useCreate({ containerId });
  const updateItem = lookupItems.useUpdate({ containerId }, id);
  return target.owner === 'table'
    ? { create: createLookupTable.mutateAsync, update: updateLookupTable.mutateAsync }
    : { create: createItem.mutateAsync, update: updateItem.mutateAsync };
}
