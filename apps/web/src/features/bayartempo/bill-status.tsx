import { billDisplayStatus } from '@konsol/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BillRow } from './api/types';

/** Chip colours of SPEC §4 (red, orange, purple, green), each dark enough for white text (WCAG AA). */
const COLORS = { red: '#C62828', orange: '#B85C00', purple: '#6A1B9A', green: '#2E7D32' } as const;

/**
 * The bill's derived status (computed by the contract's `billDisplayStatus`, the same rule the server answers):
 * JATUH_TEMPO red, BELUM_BAYAR orange, ON_CONFIRMATION purple "Sedang Konfirmasi", SUCCESS green "Berhasil".
 */
export function BillStatusChip({ bill }: { bill: Pick<BillRow, 'status' | 'cashFlowStatus' | 'expiredAt'> }) {
  const { t } = useTranslation('bayartempo');
  const shown = billDisplayStatus(bill);
  if (!shown) return <Chip size="small" variant="outlined" label={t('billStatus.none')} sx={{ fontWeight: 600, minWidth: 72 }} />;
  return (
    <Chip
      size="small"
      label={t(`billStatus.${shown.status}`)}
      data-status={shown.status}
      sx={{ fontWeight: 600, minWidth: 72, bgcolor: COLORS[shown.color], color: '#fff' }}
    />
  );
}
