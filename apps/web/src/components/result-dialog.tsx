import { deferDialog } from './deferred-dialog';
import { useActionResult } from './use-action-result';

const ResultModal = deferDialog(() => import('./result-modal'));

/** SPEC §2 Result dialog: a green check or a red warning, the text, and a CLOSE button. */
export function ResultDialog({ domain }: { domain: string }) {
  const { result, reset } = useActionResult(domain);
  return <ResultModal opened={result.show} result={result} onClose={reset} />;
}
