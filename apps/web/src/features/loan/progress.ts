import { loanProgressColor } from '@konsol/contract';

/** The MUI palette colour of a progress value. */
export type ProgressPalette = 'success' | 'warning' | 'error';

/**
 * Colour of the Sisa Limit Kredit bar (SPEC §9): green above 60, orange below 60, red below 30. Exactly 60 is
 * not "above 60", so it is orange; exactly 30 is not "below 30", so it is orange too (the contract's
 * `loanProgressColor`, mapped to the theme's success / warning / error).
 *
 * @example
 * progressPalette(75) // 'success'
 * progressPalette(45) // 'warning'
 * progressPalette(10) // 'error'
 */
export function progressPalette(progress: number): ProgressPalette {
  const c = loanProgressColor(Number.isFinite(progress) ? progress : 0);
  return c === 'green' ? 'success' : c === 'orange' ? 'warning' : 'error';
}

/** The bar's value, 0 … 100 (the server's progress can be below 0 only if the data is wrong). */
export const progressValue = (progress: number) => Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0));
