import { TOKENSMS_ORDER_STATUS, tokensmsSendStatus } from '@konsol/contract';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

/** Order status: 0 Menunggu Pembayaran (orange), 1 Sukses (green), 2 Kedaluwarsa (red). */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useTranslation('tokensms');
  const { MENUNGGU, SUKSES, KEDALUWARSA } = TOKENSMS_ORDER_STATUS;
  return (
    <StatusChip
      value={status}
      labels={{ [SUKSES]: t('status.sukses'), [MENUNGGU]: t('status.menunggu'), [KEDALUWARSA]: t('status.kedaluwarsa') }}
      colors={{ [SUKSES]: 'success', [MENUNGGU]: 'warning', [KEDALUWARSA]: 'error' }}
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
