import { useRef } from 'react';
import { Button, FileButton } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { useExportItems } from '../api/export-items';
import { LOOKUP_DOMAIN } from '../hooks/use-lookup-form';
import type { CsvImport } from '../hooks/use-csv-import';

/** Export the listed level as CSV, and import a CSV into it (one column per language). */
export function CsvActions({
  containerId,
  csvImport,
  canImport,
}: {
  containerId: string;
  csvImport: CsvImport;
  canImport: boolean;
}) {
  const { t } = useTranslation();
  const exportItems = useExportItems(containerId);
  const { fail } = useActionResult(LOOKUP_DOMAIN);
  const resetFile = useRef<() => void>(null);

  const onExport = () =>
    exportItems.mutate(undefined, {
      onError: (error) =>
        fail(isApiError(error) ? error.detail : translateMessage('errors.internal', currentLanguage())),
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={exportItems.isPending}
        onClick={onExport}
      >
        {t('lookupItems.exportCsv')}
      </Button>
      {canImport ? (
        <FileButton
          resetRef={resetFile}
          accept=".csv,text/csv"
          onChange={(file) => {
            void csvImport.importFile(file);
            // The same file can be chosen again after fixing it.
            resetFile.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={csvImport.isPending}
            >
              {t('lookupItems.importCsv')}
            </Button>
          )}
        </FileButton>
      ) : null}
    </>
  );
}
