import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';

/** A list's CSV export at the end of its bar: the filtered rows, downloading while it spins. */
export function ExportButton({
  label,
  exporting,
  onExport,
}: {
  label: string;
  exporting: boolean;
  onExport: () => void;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden="true" />}
      loading={exporting}
      onClick={onExport}
    >
      {label}
    </Button>
  );
}
