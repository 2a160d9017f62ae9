export { Table, type TableProps, type TableHeaderCellProps, type TableCellProps } from './table.tsx';
