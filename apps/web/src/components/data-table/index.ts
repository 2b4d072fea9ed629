export { DateCell, EditLink, YesNo } from './cells';
export { DataTable, type CardPlace, type DataColumn, type RowSelection } from './data-table';
export { DateRangeFilter } from './date-range-filter';
export { choiceChip, type FilterChip } from './filter-chips';
export { ListPagination } from './list-pagination';
export { ListToolbar, type FlagFilter, type ListFilterControls } from './list-toolbar';
export { useColumnChoice, type ColumnChoice } from './use-column-choice';
export { useListParams, type ListParams, type ListParamsOptions } from './use-list-params';
export { useRowSelection } from './use-row-selection';
