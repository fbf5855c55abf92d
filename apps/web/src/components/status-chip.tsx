import { Chip, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Color = NonNullable<ChipProps['color']>;

export interface StatusChipProps {
  /** 1 (or true) is on, 0 (or false) is off; other values use `labels`/`colors` by value. */
  value: number | boolean | string | null | undefined;
  /**
   * Labels by value for statuses that are not the on/off of SPEC §4 (`{ 1: 'Ok', 0: 'Pending' }`, a bill's state).
   * On and off themselves always read the same words (`status.on`/`status.off`), whatever the table.
   */
  labels?: Record<string | number, ReactNode>;
  /** Colors by value, overriding green (1) / red (0): `{ 0: 'warning' }`. */
  colors?: Record<string | number, Color>;
  size?: ChipProps['size'];
  variant?: ChipProps['variant'];
}

/**
 * The status of SPEC §4: 1 green, 0 red, in one word per language across the console (Aktif/Non-Aktif,
 * Active/Inactive); other statuses pass their own labels and colors.
 *
 * @example
 * <StatusChip value={row.status} />                                       // Aktif / Non-Aktif
 * <StatusChip value={row.status} labels={{ 1: 'Ok', 0: 'Pending' }} colors={{ 0: 'warning' }} />
 */
export function StatusChip({ value, labels, colors, size = 'small', variant = 'filled' }: StatusChipProps) {
  const { t } = useTranslation();
  const key = typeof value === 'boolean' ? (value ? 1 : 0) : Number(value) === 1 ? 1 : Number(value) === 0 ? 0 : String(value ?? '');
  const defaults: Record<string | number, ReactNode> = { 1: t('status.on'), 0: t('status.off') };
  const label = labels?.[key] ?? defaults[key] ?? String(value ?? '-');
  const color: Color = colors?.[key] ?? (key === 1 ? 'success' : key === 0 ? 'error' : 'default');
  return <Chip label={label} color={color} size={size} variant={variant} sx={{ fontWeight: 600, minWidth: 72 }} />;
}
