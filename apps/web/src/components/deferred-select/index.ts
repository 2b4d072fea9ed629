export { DeferredMultiSelect, DeferredSelect } from './deferred-select';
export type { SelectOption } from './types';
