import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  InputAdornment,
  LinearProgress,
  Paper,
  Skeleton,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  type Theme,
  Typography,
} from '@mui/material';
import { type Key, memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { ExportButton } from './export-button';
import { cellClass, cellSx, FIT_LEVELS, type FitLevel, fitSx, pinnedHeadSx, useFitTable } from './fit';
import { nextSort, PAGE_SIZES, parseSortValue } from './table-params';
import type { TableSource } from './table-query';
import { useListController } from './use-list-controller';

const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];

export interface DataTableColumn<T> {
  /** The row field shown (when no `render`) and sent in `sort`. */
  field: string;
  header: ReactNode;
  sortable?: boolean;
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /**
   * Hides the column below a breakpoint (sm 450, md 1250, lg 1600), and earlier while the table is wider than its
   * box (beside the drawer and the phone preview): `lg` columns give way first, then `md`, then `sm`.
   */
  hideBelow?: FitLevel;
  /**
   * The row actions (the last column): they stay at the right edge when a narrow screen scrolls the table
   * sideways; on a phone (below `sm`) they would cover half the table, so there the whole row scrolls.
   */
  pinned?: boolean;
}

/**
 * A narrow box wraps the pagination rather than letting it run past the edge; a phone's has two lines, the page
 * size over the rows shown and the buttons (the spacer, a whole line wide, breaks them).
 */
const paginationSx: SxProps<Theme> = (theme) => ({
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
  '& .MuiTablePagination-spacer': { display: 'none' },
  [theme.breakpoints.down('sm')]: {
    '& .MuiTablePagination-spacer': { display: 'block', order: 1 },
    '& .MuiTablePagination-displayedRows, & .MuiTablePagination-actions': { order: 2 },
    '& .MuiTablePagination-input': { mr: 1 },
  },
});

const countAllSx: SxProps<Theme> = { ml: 1, minWidth: 0, py: 0, verticalAlign: 'baseline' };

interface DataRowProps<T> {
  row: T;
  index: number;
  rowId: Key;
  columns: DataTableColumn<T>[];
  selectable: boolean;
  selected: boolean;
  selectLabel: string;
  onToggle: (key: Key, checked: boolean) => void;
}

/**
 * One body row. Memoised: the table renders again for its own reasons (a fetch starting or ending, the URL
 * changing) while its rows stay the same objects, and then the rows are not rendered again.
 */
function DataRowView<T>({ row, index, rowId, columns, selectable, selected, selectLabel, onToggle }: DataRowProps<T>) {
  return (
    <TableRow hover selected={selected}>
      {selectable && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={(e) => onToggle(rowId, e.target.checked)}
            slotProps={{ input: { 'aria-label': selectLabel } }}
          />
        </TableCell>
      )}
      {columns.map((c) => (
        <TableCell key={c.field} align={c.align} sx={cellSx(c)} className={cellClass(c)}>
          {c.render ? c.render(row, index) : String((row as Record<string, unknown>)[c.field] ?? '')}
        </TableCell>
      ))}
    </TableRow>
  );
}
const DataRow = memo(DataRowView) as typeof DataRowView;

export interface DataTableProps<T> extends TableSource<T> {
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => Key;
  /** Accessible name of the table. */
  label: string;
  /** Search box (default on). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Buttons beside search and Refresh (Add, Beli, …). */
  actions?: ReactNode;
  /** Filter controls bound to the URL (date ranges, status…); call `setFilter` to change one. */
  renderFilters?: (filters: Record<string, string>, setFilter: (key: string, value: string | undefined) => void) => ReactNode;
  /** Row selection with checkboxes. */
  selectable?: boolean;
  selected?: Key[];
  onSelectedChange?: (keys: Key[], rows: T[]) => void;
  /** Shown when the page is empty. */
  emptyText?: ReactNode;
  /** A row under the body (totals…), given the loaded page. */
  renderFooter?: (data: PageData<T> | undefined) => ReactNode;
  rowsPerPageOptions?: readonly number[];
}

/**
 * The one server-paged table: zero-based paging, page sizes 10/25/50/All, `field,asc|desc` sort, debounced search,
 * Refresh, optional row selection, loading and empty states. Page, size, sort, search and filters live in the URL
 * query, so a reload shows the same rows.
 *
 * @example
 * <DataTable<Menu>
 *   label={t('menu:title')}
 *   queryKey={['menu', 'list']}
 *   fetcher={(p, signal) => getMenus(p, signal)}
 *   sort="id,asc"
 *   columns={[
 *     { field: 'id', header: 'ID', sortable: true },
 *     { field: 'label', header: t('menu:label'), sortable: true },
 *     { field: 'status', header: 'Status', render: (m) => <StatusChip value={m.status} /> },
 *   ]}
 *   rowKey={(m) => m.id}
 *   actions={<Button onClick={openAdd}>Add</Button>}
 * />
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    queryKey,
    fetcher,
    columns,
    rowKey,
    label,
    searchable = true,
    searchPlaceholder,
    actions,
    renderFilters,
    selectable,
    selected = [],
    onSelectedChange,
    emptyText,
    renderFooter,
    rowsPerPageOptions = PAGE_SIZES,
    ...paramOptions
  } = props;
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const list = useListController({ queryKey, fetcher, ...paramOptions }, { rowKey, selected, onSelectedChange });
  const { params, update, query, rows, total, exact, selection } = list;
  const sortState = parseSortValue(params.sort);
  const colSpan = columns.length + (selectable ? 1 : 0);
  const scrollBox = useFitTable<HTMLDivElement>(
    FIT_LEVELS.filter((level) => columns.some((c) => c.hideBelow === level)).join(' '),
    query.data,
    i18n.language,
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
        {searchable && (
          <TextField
            id={searchId}
            size="small"
            label={t('console:table.search')}
            placeholder={searchPlaceholder}
            value={list.search.text}
            onChange={(e) => list.search.setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && list.search.push()}
            sx={{ minWidth: { xs: '100%', sm: 260 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {renderFilters?.(params.filters, (key, value) => update({ filters: { [key]: value } }))}
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('refresh')}
        </Button>
        <ExportButton download={(download, signal) => fetcher({ ...params, page: 0, download }, signal)} />
        {actions}
      </Box>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('loading')} />}</Box>
      {query.isError && (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      )}
      <TableContainer ref={scrollBox} sx={fitSx}>
        <Table size="small" aria-label={label} aria-busy={query.isFetching}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.allOnPage}
                    indeterminate={selection.someOnPage && !selection.allOnPage}
                    onChange={(e) => selection.togglePage(e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('console:table.selectAll') } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell
                  key={c.field}
                  align={c.align}
                  sx={{ width: c.width, fontWeight: 700, whiteSpace: 'nowrap', ...(c.pinned && pinnedHeadSx) }}
                  className={cellClass(c)}
                  sortDirection={sortState.field === c.field ? sortState.dir : false}
                >
                  {c.sortable ? (
                    <TableSortLabel
                      active={sortState.field === c.field}
                      direction={sortState.field === c.field ? sortState.dir : 'asc'}
                      onClick={() => update({ sort: nextSort(params.sort, c.field, paramOptions.sort) })}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending &&
              SKELETON_ROWS.map((rowId) => (
                <TableRow key={rowId}>
                  {columns.map((c) => (
                    <TableCell key={c.field} sx={cellSx(c)} className={cellClass(c)}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                  {selectable && <TableCell />}
                </TableRow>
              ))}
            {!query.isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">
                    {params.page > 0 ? t('console:table.pastEnd') : (emptyText ?? t('console:table.empty'))}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, i) => {
              const key = rowKey(row);
              return (
                <DataRow
                  key={key}
                  row={row}
                  index={i}
                  rowId={key}
                  columns={columns}
                  selectable={!!selectable}
                  selected={selection.set.has(key)}
                  selectLabel={
                    selectable ? t('console:table.selectRow', { n: selection.shownPage * Math.max(params.size, 0) + i + 1 }) : ''
                  }
                  onToggle={selection.toggleRow}
                />
              );
            })}
          </TableBody>
          {renderFooter && <tfoot>{renderFooter(query.data)}</tfoot>}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        sx={paginationSx}
        count={exact ? total : -1}
        page={params.size < 0 ? 0 : params.page}
        rowsPerPage={params.size}
        rowsPerPageOptions={rowsPerPageOptions.map((n) => (n < 0 ? { label: t('console:table.all'), value: -1 } : n))}
        onPageChange={(_e, page) => update({ page })}
        onRowsPerPageChange={(e) => update({ size: Number(e.target.value) })}
        labelRowsPerPage={t('console:table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          exact ? (
            t('console:table.displayedRows', { from, to, count: formatNumber(count) })
          ) : (
            <>
              {t('console:table.displayedRowsCapped', {
                ...(rows.length ? { from, to: from + rows.length - 1 } : { from: 0, to: 0 }),
                count: formatNumber(total),
              })}
              <Button size="small" sx={countAllSx} onClick={list.countAll}>
                {t('console:table.countAll')}
              </Button>
            </>
          )
        }
        getItemAriaLabel={(type) => t(`console:table.goTo.${type}`)}
        // past the cap the end is where a page comes back short
        slotProps={exact ? undefined : { actions: { nextButton: { disabled: rows.length < params.size } } }}
      />
    </Paper>
  );
}
