import VerifiedIcon from '@mui/icons-material/Verified';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { REKENING_TABLE } from './api/get-credit-approvals';
import type { PendingRekening } from './api/types';
import { useVerifyRekening } from './api/verify-rekening';
import { useApproval } from './approval-code-dialog';
import { ApprovalProgress, DecisionButtons, serverAndApproval, useDecide } from './approval-parts';
import { BulkDecisions, useBulkSelection } from './bulk-decisions';

/** Pay-later cash-out accounts waiting for verification: Verifikasi (they can then receive cash-outs) or Tolak. */
export function RekeningTab() {
  const { t } = useTranslation('approvals');
  const decide = useDecide();
  const verify = useVerifyRekening();
  const { approve, dialog } = useApproval(verify);
  const bulk = useBulkSelection<PendingRekening>();
  const columns: DataTableColumn<PendingRekening>[] = [
    { field: 'id', header: 'ID', render: (r) => `#${r.id}` },
    { field: 'server', header: t('col.server'), render: serverAndApproval },
    {
      field: 'name',
      header: t('col.bank'),
      render: (r) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>{r.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{r.bankName}</Box>
        </Box>
      ),
    },
    { field: 'bankNo', header: t('col.accountno'), render: (r) => <Box sx={{ fontFamily: 'monospace', fontSize: 14 }}>{r.bankNo}</Box> },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      render: (r) => (
        <DecisionButtons
          approveLabel={t('rekening.verify')}
          approveIcon={<VerifiedIcon />}
          onApprove={() =>
            approve(r.approval, {
              message: t('rekening.confirmVerify', { bank: r.name, no: r.bankNo }),
              confirmLabel: t('rekening.verify'),
              run: (code) => verify.mutateAsync({ id: r.id, approve: true, code }),
            })
          }
          rejectLabel={t('rekening.reject')}
          onReject={() =>
            decide(
              t('rekening.confirmReject', { bank: r.name, no: r.bankNo }),
              () => verify.mutateAsync({ id: r.id, approve: false }),
              'error',
            )
          }
        />
      ),
    },
  ];
  return (
    <Box>
      <BulkDecisions
        selection={bulk}
        kind="rekening"
        label={(r) => `${r.name} ${r.bankNo} · ${r.serverid}`}
        approveIcon={<VerifiedIcon />}
        reason="optional"
      />
      <DataTable<PendingRekening>
        label={t('table.rekening')}
        {...REKENING_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        searchable={false}
        emptyText={t('empty')}
      />
      {dialog}
    </Box>
  );
}
