import type { ApprovalProgress } from '@konsol/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table';
import { useApproval } from './approval-code-dialog';
import { DecisionButtons, useDecide } from './approval-parts';

/** A cash-out decision as its complete call takes it: 1 Sukses (with the code where the tier asks), 2 Gagal. */
type Complete = {
  mutateAsync: (v: { id: number; status: 1 | 2; code?: string }) => Promise<{ msg: string }>;
  reset: () => void;
  isPending: boolean;
};

/**
 * The decision column of a cash-out tab (wallet or pay-later): Sukses once the tier's approvers are in, asking for
 * the code where the tier wants one; Gagal (the money back on the balance) whatever the tier, so it asks no code.
 * `words` names the cash-out in the confirmations. Render `dialog` once in the tab.
 */
export function useCashoutDecisions<R extends { id: number; approval: ApprovalProgress }>(
  complete: Complete,
  words: (r: R) => { amount: string; bank: string; accountno: string },
): { column: DataTableColumn<R>; dialog: ReactNode } {
  const { t } = useTranslation('approvals');
  const decide = useDecide();
  const { approve, dialog } = useApproval(complete);
  const column: DataTableColumn<R> = {
    field: 'action',
    pinned: true,
    header: t('col.action'),
    render: (r) => {
      const args = words(r);
      return (
        <DecisionButtons
          approveLabel={t('cashout.sukses')}
          approveIcon={<CheckCircleIcon />}
          onApprove={() =>
            approve(r.approval, {
              message: t('cashout.confirmSukses', args),
              confirmLabel: t('cashout.sukses'),
              run: (code) => complete.mutateAsync({ id: r.id, status: 1, code }),
            })
          }
          rejectLabel={t('cashout.gagal')}
          onReject={() => decide(t('cashout.confirmGagal', args), () => complete.mutateAsync({ id: r.id, status: 2 }), 'error')}
        />
      );
    },
  };
  return { column, dialog };
}
