export { DateCell, EditLink, YesNo, cellClasses } from './cells';
export { DataTable, type CardPlace, type DataColumn, type RowSelection } from './data-table';
export { DateRangeFilter } from './date-range-filter';
export { ExportButton } from './export-button';
export { choiceChip, type FilterChip } from './filter-chips';
export { ListPagination } from './list-pagination';
export { ListToolbar, type FlagFilter, type ListFilterControls } from './list-toolbar';
export { useColumnChoice, type ColumnChoice } from './use-column-choice';
export {
  listQueryOf,
  startListAt,
  useListParams,
  type ListParams,
  type ListParamsOptions,
} from './use-list-params';
export { useListScreen } from './use-list-screen';
export { useRowSelection } from './use-row-selection';
