import { TOKENSMS_ORDER_STATUS, tokensmsSendStatus } from '@konsol/contract';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

/** Order status: 0 Menunggu Pembayaran (orange), 1 Sukses (green). */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useTranslation('tokensms');
  return (
    <StatusChip
      value={status === TOKENSMS_ORDER_STATUS.SUKSES ? 1 : 0}
      labels={{ 1: t('status.sukses'), 0: t('status.menunggu') }}
      colors={{ 1: 'success', 0: 'warning' }}
    />
  );
}

/** An OTP SMS: Proses (blue), Sukses (green), Gagal (red). */
export function SendStatus({ status }: { status: number }) {
  const { t } = useTranslation('tokensms');
  const label = tokensmsSendStatus(status).label;
  return (
    <StatusChip
      value={label}
      labels={{ Sukses: t('status.sukses'), Gagal: t('status.gagal'), Proses: t('status.proses') }}
      colors={{ Sukses: 'success', Gagal: 'error', Proses: 'info' }}
    />
  );
}
