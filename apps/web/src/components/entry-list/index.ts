/** What the lists of translated entries share: lookup tables and their items, locations and their places. */
export { CsvActions } from './csv-actions';
export { EntryFlags } from './entry-flags';
export { EntryList } from './entry-list';
export { ImportReport } from './deferred-import-report';
export { importIssuesOf } from './import-issues';
export { LanguageStatus } from './language-status';
export { useNameColumns } from './name-columns';
export { ActiveSwitch, NameCell } from './row-cells';
export { useActiveToggle, type ActiveToggle } from './use-active-toggle';
export { useCsvImport, type CsvImport, type ImportMutation } from './use-csv-import';
