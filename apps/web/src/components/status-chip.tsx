import { Chip, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Color = NonNullable<ChipProps['color']>;

export interface StatusChipProps {
  /** 1 (or true) is on, 0 (or false) is off; other values use `labels`/`colors` by value. */
  value: number | boolean | string | null | undefined;
  /** `enable`: Enable/Disable (default); `active`: Active/Non-Active. */
  preset?: 'enable' | 'active';
  /** Labels by value, overriding the preset: `{ 1: 'Ok', 0: 'Pending' }`. */
  labels?: Record<string | number, ReactNode>;
  /** Colors by value, overriding green (1) / red (0): `{ 0: 'warning' }`. */
  colors?: Record<string | number, Color>;
  size?: ChipProps['size'];
  variant?: ChipProps['variant'];
}

/**
 * The status of SPEC §4: 1 green Enable/Active, 0 red Disable/Non-Active, with custom labels and colors.
 *
 * @example
 * <StatusChip value={row.status} />                                       // Enable / Disable
 * <StatusChip value={row.aktif} preset="active" />                        // Active / Non-Active
 * <StatusChip value={row.status} labels={{ 1: 'Ok', 0: 'Pending' }} colors={{ 0: 'warning' }} />
 */
export function StatusChip({ value, preset = 'enable', labels, colors, size = 'small', variant = 'filled' }: StatusChipProps) {
  const { t } = useTranslation();
  const key = typeof value === 'boolean' ? (value ? 1 : 0) : Number(value) === 1 ? 1 : Number(value) === 0 ? 0 : String(value ?? '');
  const defaults: Record<string | number, ReactNode> =
    preset === 'active' ? { 1: t('status.active'), 0: t('status.inactive') } : { 1: t('status.enable'), 0: t('status.disable') };
  const label = labels?.[key] ?? defaults[key] ?? String(value ?? '-');
  const color: Color = colors?.[key] ?? (key === 1 ? 'success' : key === 0 ? 'error' : 'default');
  return <Chip label={label} color={color} size={size} variant={variant} sx={{ fontWeight: 600, minWidth: 72 }} />;
}
