import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { formatDate, formatRupiah } from '../../lib/format';
import { useCompletePaylaterCashout } from './api/complete-paylater-cashout';
import { PAYLATER_CASHOUTS_TABLE } from './api/get-credit-approvals';
import type { PendingPaylaterCashout } from './api/types';
import { ApprovalProgress, nowrap, serverAndApproval } from './approval-parts';
import { BulkDecisions, useBulkSelection } from './bulk-decisions';
import { useCashoutDecisions } from './cashout-decisions';

/**
 * Pay-later cash-outs in Proses: their total (amount and fee) is held from the server's wallet until Sukses (it
 * left for the bank, once the tier's approvers are in) or Gagal (back on the balance).
 */
export function PaylaterCashoutsTab() {
  const { t } = useTranslation('approvals');
  const decisions = useCashoutDecisions(useCompletePaylaterCashout(), (r: PendingPaylaterCashout) => ({
    amount: formatRupiah(r.total),
    bank: r.bank,
    accountno: r.bankNo,
  }));
  const bulk = useBulkSelection<PendingPaylaterCashout>();
  const columns: DataTableColumn<PendingPaylaterCashout>[] = [
    { field: 'createdat', header: t('col.createdat'), render: (r) => nowrap(formatDate(r.createdat)), hideBelow: 'md' },
    { field: 'server', header: t('col.server'), render: serverAndApproval },
    { field: 'account', header: t('col.account'), render: (r) => `${r.bank} ${r.bankNo}`, hideBelow: 'sm' },
    { field: 'amount', header: t('col.amount'), align: 'right', render: (r) => nowrap(formatRupiah(r.amount)), hideBelow: 'md' },
    { field: 'fee', header: t('col.fee'), align: 'right', render: (r) => nowrap(formatRupiah(r.fee)), hideBelow: 'md' },
    { field: 'total', header: t('col.total'), align: 'right', render: (r) => <strong>{nowrap(formatRupiah(r.total))}</strong> },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    decisions.column,
  ];
  return (
    <Box>
      <BulkDecisions
        selection={bulk}
        kind="paylaterCashout"
        label={(r) => `${r.reff} · ${r.serverid} · ${formatRupiah(r.total)}`}
        approveIcon={<CheckCircleIcon />}
        reason="optional"
      />
      <DataTable<PendingPaylaterCashout>
        label={t('tab.paylaterCashouts')}
        {...PAYLATER_CASHOUTS_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        searchable={false}
        emptyText={t('empty')}
      />
      {decisions.dialog}
    </Box>
  );
}
