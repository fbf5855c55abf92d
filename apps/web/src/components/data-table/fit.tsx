import { alpha, Box, type SxProps, type Theme, Typography, type TypographyProps, useTheme } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** What the fit needs of a column: whether it is the pinned actions, and the level it gives way at. */
export interface FitColumn {
  pinned?: boolean;
  hideBelow?: FitLevel;
}

export const PINNED_CLASS = 'DataTable-pinned';
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
export const FIT_LEVELS = ['lg', 'md', 'sm'] as const;
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
export function useFitTable<E extends HTMLElement>(levels: string, rows: unknown, lang: string) {
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
export const pinnedHeadSx = { position: { sm: 'sticky' }, right: 0, zIndex: 1 } as const;
/**
 * The box's fit (`fitTable`): hidden levels, compact cells and, while the table is wider than its box, a shadow on
 * the pinned column's left edge.
 */
export const fitSx: SxProps<Theme> = (theme) => ({
  ...Object.fromEntries(FIT_LEVELS.map((level) => [`&[data-hide-${level}] .${hideClass(level)}`, { display: 'none' }])),
  '&[data-compact] .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '&[data-compact] .MuiTableCell-head': { whiteSpace: 'normal' },
  [theme.breakpoints.up('sm')]: {
    [`&[data-overflow] .${PINNED_CLASS}`]: { boxShadow: 'inset 1px 0 0 rgba(224, 224, 224, 1), -10px 0 12px -8px rgba(31, 36, 55, 0.3)' },
  },
});

export const cellSx = (c: FitColumn): SxProps<Theme> | undefined => (c.pinned ? pinnedSx : undefined);
export const cellClass = (c: FitColumn) =>
  [c.pinned && PINNED_CLASS, c.hideBelow && hideClass(c.hideBelow)].filter(Boolean).join(' ') || undefined;
