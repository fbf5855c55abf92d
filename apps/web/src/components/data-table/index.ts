export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type FitLevel,
  hideClass,
  OneLine,
  whenHidden,
} from './data-table';
export { imageColumn } from './image-column';
export { nextSort, PAGE_SIZES, readTableParams, type TableParams, writeTableParams } from './table-params';
export { useTableParams } from './use-table-params';
