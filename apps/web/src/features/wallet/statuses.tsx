import { type ApprovalProgress, BANK_STATUS, cashoutStatus } from '@konsol/contract';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

/**
 * Cash-out status: 1 Sukses green, 2 Gagal red, anything else Proses blue; one in Proses whose tier takes two
 * approvers says how far it is ("Menunggu persetujuan (1 dari 2)").
 */
export function CashoutStatus({ status, approval }: { status: number; approval?: ApprovalProgress }) {
  const { t } = useTranslation('wallet');
  const proses =
    approval && approval.needed > 1
      ? t('cashoutStatus.awaiting', { approvals: approval.approvers.length, needed: approval.needed })
      : t('cashoutStatus.proses');
  return (
    <StatusChip
      value={cashoutStatus(status).label}
      labels={{ Sukses: t('cashoutStatus.sukses'), Gagal: t('cashoutStatus.gagal'), Proses: proses }}
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
