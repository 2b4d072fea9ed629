import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';

/** How a list exports: a mutation sending the list's query (features' `useExport…` hooks). */
interface Exporter<Query> {
  isPending: boolean;
  mutate: (query: Query, options?: { onError?: (error: Error) => void }) => void;
}

/**
 * A list's CSV export at the end of its bar: the rows the list's query selects, downloading while it spins; a
 * failure goes to `onError` (the screen's result), or stays on the exporter for the screen to show.
 */
export function ExportButton<Query>({
  label,
  exporter,
  query,
  onError,
}: {
  label: string;
  exporter: Exporter<Query>;
  query: Query;
  onError?: (message: string) => void;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden="true" />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(query, onError ? { onError: (error) => onError(error.message) } : undefined)
      }
    >
      {label}
    </Button>
  );
}
