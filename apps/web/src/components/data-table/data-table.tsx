import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  alpha,
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
  type TypographyProps,
  useTheme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Key, memo, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { ExportButton } from './export-button';
import { nextSort, PAGE_SIZES, parseSortValue } from './table-params';
import { type TableSource, tableQueryOptions } from './table-query';
import { useTableParams } from './use-table-params';

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

const PINNED_CLASS = 'DataTable-pinned';
const pinnedSx = (theme: Theme) => {
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    position: { sm: 'sticky' },
    right: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
    // the row's hover and selected tints, laid over the opaque background the scrolled cells pass under
    '.MuiTableRow-hover:hover > &': { backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
    '.Mui-selected > &': { backgroundImage: `linear-gradient(${selected}, ${selected})` },
  } as const;
};

/** The order in which columns give way. */
const FIT_LEVELS = ['lg', 'md', 'sm'] as const;
export type FitLevel = (typeof FIT_LEVELS)[number];

/** The class of a cell that hides with the `level` columns (a footer's cell under them). */
export const hideClass = (level: FitLevel) => `DataTable-hide-${level}`;

/**
 * Shows what a column folds into another (its text under the first column's) only while that column is hidden;
 * `unless`: not while the `unless` columns are hidden too.
 *
 * @example
 * <Typography variant="caption" sx={whenHidden('sm')}>{formatRupiah(r.saldo)}</Typography>
 */
export const whenHidden = (level: FitLevel, display = 'block', unless?: FitLevel) => ({
  display: 'none',
  [`[data-hide-${level}]${unless ? `:not([data-hide-${unless}])` : ''} &`]: { display },
});

/**
 * One line of a cell's text, cut with an ellipsis while the table is short of room and whole when it is not: unlike
 * a plain `noWrap` text it asks its column for no width of its own. Give it the whole text as `title`.
 *
 * @example
 * <OneLine variant="caption" color="text.secondary" title={m.description}>{m.description}</OneLine>
 */
export function OneLine(props: TypographyProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography noWrap {...props} />
    </Box>
  );
}

/**
 * Fits the table to its box: below a column's breakpoint it is hidden; when the rest is still wider than the box the
 * cells go compact (narrower padding, headers may wrap), then the columns give way level by level. What is left
 * wider than the box scrolls sideways (`data-overflow`) past the pinned actions, which the box's scroll padding
 * keeps clear of a cell scrolled into view (keyboard focus).
 */
function fitTable(box: HTMLElement, levels: readonly FitLevel[], breakpoints: Record<FitLevel, number>, keepColumns: boolean) {
  const overflows = () => box.scrollWidth > box.clientWidth + 1;
  if (!keepColumns)
    for (const level of FIT_LEVELS)
      box.toggleAttribute(`data-hide-${level}`, levels.includes(level) && window.innerWidth < breakpoints[level]);
  box.removeAttribute('data-compact');
  box.toggleAttribute('data-compact', overflows());
  for (const level of keepColumns ? [] : levels) {
    if (box.hasAttribute(`data-hide-${level}`)) continue;
    if (!overflows()) break;
    box.setAttribute(`data-hide-${level}`, '');
  }
  const overflow = overflows();
  box.toggleAttribute('data-overflow', overflow);
  const pinned = box.querySelector<HTMLElement>(`th.${PINNED_CLASS}`);
  box.style.scrollPaddingInlineEnd = overflow && pinned && getComputedStyle(pinned).position === 'sticky' ? `${pinned.offsetWidth}px` : '';
}

/**
 * Keeps the table fitted (`fitTable`) when its rows or texts change (before they are painted) and when its box is
 * resized (on the next frame: a fit changes the box's height, which the observer must not see in its own call).
 * The columns shown are chosen with the first rows, and again when the box or the language changes; the rows of a
 * later page or sort only change the compact cells and the sideways scroll, so no column comes and goes as one sorts.
 * `levels`: the levels of the table's columns, in the order they give way.
 */
function useFitTable<E extends HTMLElement>(levels: string, rows: unknown, lang: string) {
  const ref = useRef<E>(null);
  const { values } = useTheme().breakpoints;
  const fit = useCallback(
    (keepColumns: boolean) => {
      if (ref.current) fitTable(ref.current, levels ? (levels.split(' ') as FitLevel[]) : [], values, keepColumns);
    },
    [levels, values],
  );
  const fittedIn = useRef<string | null>(null);
  // new rows or another language change the table's widths
  useLayoutEffect(() => {
    fit(fittedIn.current === lang);
    if (rows !== undefined) fittedIn.current = lang;
  }, [fit, rows, lang]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fit(false));
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [fit]);
  return ref;
}

/** The head cell keeps the head's own background (the theme's). */
const pinnedHeadSx = { position: { sm: 'sticky' }, right: 0, zIndex: 1 } as const;
/**
 * The box's fit (`fitTable`): hidden levels, compact cells and, while the table is wider than its box, a shadow on
 * the pinned column's left edge.
 */
const fitSx: SxProps<Theme> = (theme) => ({
  ...Object.fromEntries(FIT_LEVELS.map((level) => [`&[data-hide-${level}] .${hideClass(level)}`, { display: 'none' }])),
  '&[data-compact] .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '&[data-compact] .MuiTableCell-head': { whiteSpace: 'normal' },
  [theme.breakpoints.up('sm')]: {
    [`&[data-overflow] .${PINNED_CLASS}`]: { boxShadow: 'inset 1px 0 0 rgba(224, 224, 224, 1), -10px 0 12px -8px rgba(31, 36, 55, 0.3)' },
  },
});

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

const cellSx = <T,>(c: DataTableColumn<T>): SxProps<Theme> | undefined => (c.pinned ? pinnedSx : undefined);
const cellClass = <T,>(c: DataTableColumn<T>) =>
  [c.pinned && PINNED_CLASS, c.hideBelow && hideClass(c.hideBelow)].filter(Boolean).join(' ') || undefined;

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
  const [params, update] = useTableParams(paramOptions);
  const [searchText, setSearchText] = useState(params.search);

  // Search follows typing after a pause; the URL (and so the query) changes once. Only a change of the URL made
  // elsewhere (back button, a link) is copied into the box: the search this box wrote itself must not overwrite
  // what was typed since.
  const pushedSearch = useRef(params.search);
  useEffect(() => {
    if (params.search !== pushedSearch.current) setSearchText(params.search);
    pushedSearch.current = params.search;
  }, [params.search]);
  const pushSearch = useCallback(
    (text: string) => {
      pushedSearch.current = text.trim();
      update({ search: text });
    },
    [update],
  );
  useEffect(() => {
    if (searchText.trim() === params.search) return;
    const timer = setTimeout(() => pushSearch(searchText), 400);
    return () => clearTimeout(timer);
  }, [searchText, params.search, pushSearch]);

  // A search past 1,000 matches is counted to there ("1.000+"); "count all" holds for the search and filters it was
  // asked for.
  const listKey = JSON.stringify([params.search, params.filters]);
  const [countAllFor, setCountAllFor] = useState<string>();
  const queryParams = countAllFor === listKey ? { ...params, exactTotal: true } : params;
  const query = useQuery({ ...tableQueryOptions({ queryKey, fetcher }, queryParams), placeholderData: keepPreviousData });
  const rows = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;
  const exact = query.data?.totalExact !== false;

  // A page past the end (after deletes, or an old link) moves to the last page.
  useEffect(() => {
    if (!query.data || !exact || params.size < 0 || params.page === 0) return;
    const last = Math.max(0, Math.ceil(total / params.size) - 1);
    if (params.page > last) update({ page: last });
  }, [query.data, exact, total, params.page, params.size, update]);

  const sortState = parseSortValue(params.sort);
  const selectedSet = new Set(selected);
  const pageKeys = rows.map(rowKey);
  const allOnPage = pageKeys.length > 0 && pageKeys.every((k) => selectedSet.has(k));
  const someOnPage = pageKeys.some((k) => selectedSet.has(k));
  const emitSelection = (keys: Key[]) => {
    const set = new Set(keys);
    onSelectedChange?.(
      keys,
      rows.filter((r) => set.has(rowKey(r))),
    );
  };
  // The page the rows on screen belong to: while the next page loads, the previous page's rows stay (placeholder
  // data) with their own numbers, and are not rendered again for a label that would be wrong anyway.
  const shownPage = useRef(params.page);
  if (!query.isPlaceholderData) shownPage.current = params.page;
  // The rows' checkbox handler stays one function (the rows are memoised) and acts on the latest selection.
  const toggleRef = useRef<(key: Key, checked: boolean) => void>(() => undefined);
  toggleRef.current = (key, checked) => emitSelection(checked ? [...selected, key] : selected.filter((k) => k !== key));
  const toggleRow = useCallback((key: Key, checked: boolean) => toggleRef.current(key, checked), []);
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
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && pushSearch(searchText)}
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
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    onChange={(e) =>
                      emitSelection(
                        e.target.checked ? [...new Set([...selected, ...pageKeys])] : selected.filter((k) => !pageKeys.includes(k)),
                      )
                    }
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
                  selected={selectedSet.has(key)}
                  selectLabel={selectable ? t('console:table.selectRow', { n: shownPage.current * Math.max(params.size, 0) + i + 1 }) : ''}
                  onToggle={toggleRow}
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
              <Button size="small" sx={countAllSx} onClick={() => setCountAllFor(listKey)}>
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
