import { createStore, useStore } from '@/lib/store';

/** Image preview state (SPEC §3 "preview (show, url)"). */
export interface PreviewState {
  show: boolean;
  url: string;
}

const previewStore = createStore<PreviewState>({ show: false, url: '' });

/** SPEC §4: the preview is merged with new data… */
export const mergePreview = (partial: Partial<PreviewState>) =>
  previewStore.set((state) => ({ ...state, ...partial }));
/** …and closing sets url empty and show false. */
export const closePreview = () => previewStore.set({ show: false, url: '' });
export const openPreview = (url: string) => mergePreview({ show: true, url });

export function usePreview() {
  const state = useStore(previewStore);
  return { ...state, merge: mergePreview, open: openPreview, close: closePreview };
}
