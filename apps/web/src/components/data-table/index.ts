export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { type FitLevel, hideClass, OneLine, whenHidden } from './fit';
export { imageColumn } from './image-column';
export { nextSort, PAGE_SIZES, readTableParams, type TableParams, writeTableParams } from './table-params';
export { useTableParams } from './use-table-params';
