import { deferDialog } from './deferred-dialog';
import { usePreview } from './use-preview';

const PreviewModal = deferDialog(() => import('./preview-modal'));

/** SPEC §2 Image preview: opens when show is true and there is a url; the image at full width. */
export function ImagePreviewModal() {
  const { show, url, close } = usePreview();
  return <PreviewModal opened={show && Boolean(url)} url={url} onClose={close} />;
}
