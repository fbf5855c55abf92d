import { verifyBankBody } from '@konsol/contract';
import { DialogContentText } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import type { ApprovalBank } from './api/types';
import { useVerifyBank } from './api/verify-bank';

const schema = verifyBankBody.pick({ reason: true });

/** Rejecting a bank account asks for the reason the operator will see. */
export function RejectBankDialog({ bank, onClose }: { bank: ApprovalBank | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const textId = useId();
  const verify = useVerifyBank();
  const { form, dialog } = useFormDialog({
    schema,
    open: !!bank,
    onClose,
    empty: { reason: '' },
    fields: ['reason'],
    mutation: verify,
    onSubmit: async ({ reason }) => {
      if (!bank) return;
      const res = await verify.mutateAsync({ id: bank.id, approve: false, reason });
      notify.success(res.msg);
      onClose();
    },
  });
  return (
    <FormDialog {...dialog} title={t('bank.rejectTitle')} describedBy={textId} submitLabel={t('bank.reject')} submitColor="error">
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {bank ? t('bank.confirmReject', { bank: bank.bank, accountno: bank.accountno }) : ''}
      </DialogContentText>
      <FormTextField
        control={form.control}
        name="reason"
        label={t('bank.reason')}
        multiline
        minRows={2}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
