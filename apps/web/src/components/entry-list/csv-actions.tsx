import { useRef } from 'react';
import { Button, FileButton } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import type { CsvImport } from './use-csv-import';

/** Export the listed level as CSV, and import a CSV into it (one column per language). */
export function CsvActions({
  exportItems,
  csvImport,
  canImport,
  domain,
}: {
  /** The download of the listed level. */
  exportItems: UseMutationResult<unknown, Error, void>;
  csvImport: CsvImport;
  canImport: boolean;
  /** The result dialog that reports a failed export. */
  domain: string;
}) {
  const { t } = useTranslation();
  const { fail } = useActionResult(domain);
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
