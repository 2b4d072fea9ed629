import { useCallback, useReducer } from 'react';
import {
  initialAdvertisementFormState,
  mergeAdvertisementForm,
  removeAdvertisementMedia,
  type AdvertisementFormState,
  type AdvertisementFormStep,
} from '@coachyard/contract';

export type AdFormData = AdvertisementFormState['data'];

export type AdFormAction =
  | { type: 'goTo'; step: AdvertisementFormStep }
  | { type: 'merge'; patch: Partial<AdFormData> }
  | { type: 'removeMedia'; mediaId: string };

/**
 * SPEC §3 "Advertisement form state": a current step (starting at `form`) and form data that merges partial
 * updates, media list included; a media item is removed by id. The rules are the contract's; this only routes
 * actions to them, so a step that unmounts never takes what was typed with it.
 */
export function adFormReducer(state: AdvertisementFormState, action: AdFormAction): AdvertisementFormState {
  switch (action.type) {
    case 'goTo':
      return state.step === action.step ? state : { ...state, step: action.step };
    case 'merge':
      return mergeAdvertisementForm(state, action.patch);
    case 'removeMedia':
      return removeAdvertisementMedia(state, action.mediaId);
  }
}

export function useAdFormState(start: Partial<AdvertisementFormState> = {}) {
  const [state, dispatch] = useReducer(adFormReducer, start, (initial) => ({
    ...initialAdvertisementFormState(),
    ...initial,
  }));
  const goTo = useCallback((step: AdvertisementFormStep) => dispatch({ type: 'goTo', step }), []);
  const merge = useCallback((patch: Partial<AdFormData>) => dispatch({ type: 'merge', patch }), []);
  const removeMedia = useCallback((mediaId: string) => dispatch({ type: 'removeMedia', mediaId }), []);
  return { state, goTo, merge, removeMedia };
}
export type AdFormStateApi = ReturnType<typeof useAdFormState>;
