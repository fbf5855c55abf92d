import { BANK_STATUS, cashoutStatus } from '@konsol/contract';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

/** Cash-out status: 1 Sukses green, 2 Gagal red, anything else Proses blue. */
export function CashoutStatus({ status }: { status: number }) {
  const { t } = useTranslation('wallet');
  return (
    <StatusChip
      value={cashoutStatus(status).label}
      labels={{ Sukses: t('cashoutStatus.sukses'), Gagal: t('cashoutStatus.gagal'), Proses: t('cashoutStatus.proses') }}
      colors={{ Sukses: 'success', Gagal: 'error', Proses: 'info' }}
    />
  );
}

/** Bank account status: waiting (orange), verified (green), rejected (red). */
export function BankStatus({ status }: { status: number }) {
  const { t } = useTranslation('wallet');
  const key = status === BANK_STATUS.TERVERIFIKASI ? 'verified' : status === BANK_STATUS.DITOLAK ? 'rejected' : 'waiting';
  return (
    <StatusChip
      value={key}
      labels={{ waiting: t('bankStatus.waiting'), verified: t('bankStatus.verified'), rejected: t('bankStatus.rejected') }}
      colors={{ waiting: 'warning', verified: 'success', rejected: 'error' }}
    />
  );
}
