import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../components/confirm';
import { CONFIRM_WIDTH } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { useSingleAction } from '../../lib/single-submit';
import { type ApprovalBank, useVerifyBank } from './api/approvals-api';

/** Rejecting a bank account asks for the reason the operator will see. */
export function RejectBankDialog({ bank, onClose }: { bank: ApprovalBank | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const titleId = useId();
  const verify = useVerifyBank();
  const [reason, setReason] = useState('');
  const close = () => {
    if (verify.isPending) return;
    setReason('');
    verify.reset();
    onClose();
  };
  const dismiss = useDiscardGuard(reason.trim() !== '', close);
  const submit = async () => {
    if (!bank) return;
    try {
      const res = await verify.mutateAsync({ id: bank.id, approve: false, reason: reason.trim() });
      notify.success(res.msg);
      close();
    } catch {
      // shown in the field
    }
  };
  const onReject = useSingleAction(submit, !!bank);
  return (
    <Dialog
      open={!!bank}
      onClose={dismiss}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: CONFIRM_WIDTH * 1.3, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('bank.rejectTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {bank ? t('bank.confirmReject', { bank: bank.bank, accountno: bank.accountno }) : ''}
        </DialogContentText>
        <TextField
          label={t('bank.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          autoFocus
          error={verify.isError}
          helperText={verify.isError ? errorMessage(verify.error) : ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={verify.isPending}>
          {t('common:cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onReject} disabled={verify.isPending}>
          {t('bank.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
