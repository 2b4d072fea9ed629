export { DateCell, EditLink, YesNo } from './cells';
export { DataTable, type DataColumn, type RowSelection } from './data-table';
export { DateRangeFilter } from './date-range-filter';
export { ListPagination } from './list-pagination';
export { ListToolbar, type FlagFilter } from './list-toolbar';
export { useListParams, type ListParams, type ListParamsOptions } from './use-list-params';
export { useRowSelection } from './use-row-selection';
