import { approvalCode } from '@konsol/contract';
import { DialogContentText } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { useDecide } from './approval-parts';

/** The contract's code, required here: the dialog is only asked where the tier wants one. */
const schema = z.object({ code: approvalCode.unwrap() });

/** An approval whose tier asks each approver for a TOTP code. */
export interface CodeApproval {
  /** The question the confirmation would ask ("Yakin cashout … Sukses?"). */
  message: string;
  /** The approve button's label, as on the row ("Sukses"). */
  confirmLabel: string;
  /** Sends the decision with the code; the server's `msg` (done, or "1 dari 2" recorded) is shown. */
  run: (code: string) => Promise<{ msg: string }>;
}

/**
 * Approving where the tier asks for a TOTP code (DESIGN §15): the confirmation's question with the field for the
 * approver's authenticator code (or a recovery code). Stands in for the plain confirmation, so one dialog asks both.
 * A wrong code leaves it open with the server's message.
 *
 * @example
 * <ApprovalCodeDialog approval={coding} mutation={complete} onClose={() => setCoding(null)} />
 */
export function ApprovalCodeDialog({
  approval,
  mutation,
  onClose,
}: {
  approval: CodeApproval | null;
  mutation: { reset: () => void; isPending: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation('approvals');
  const textId = useId();
  // The last approval asked stays in view while the dialog fades out.
  const [shown, setShown] = useState(approval);
  if (approval && approval !== shown) setShown(approval);
  const { form, dialog } = useFormDialog({
    schema,
    open: !!approval,
    onClose,
    empty: { code: '' },
    fields: ['code'],
    mutation,
    onSubmit: async ({ code }) => {
      if (!approval) return;
      notify.success((await approval.run(code)).msg);
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialog}
      title={t('code.title')}
      describedBy={textId}
      submitLabel={shown?.confirmLabel}
      submitColor="success"
      maxWidth="xs"
      testId="approval-code-dialog"
    >
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {shown?.message ?? ''}
      </DialogContentText>
      <FormTextField
        control={form.control}
        name="code"
        label={t('code.label')}
        autoComplete="one-time-code"
        required
        autoFocus
        fullWidth
        helperText={t('code.hint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoCapitalize: 'none', spellCheck: false } }}
      />
    </FormDialog>
  );
}

/**
 * Approving a row: the plain confirmation, or where the row's tier asks for a code (`approval.code`) the code dialog
 * in its place. Render `dialog` once in the tab. Rejections ask no code: use `useDecide` for them.
 *
 * @example
 * const { approve, dialog } = useApproval(verify);
 * approve(r.approval, { message: t('bank.confirmVerify', args), confirmLabel: t('bank.verify'), run: (code) => verify.mutateAsync({ id: r.id, approve: true, code }) });
 */
export function useApproval(mutation: { reset: () => void; isPending: boolean }): {
  approve: (approval: { code: boolean }, ask: Omit<CodeApproval, 'run'> & { run: (code?: string) => Promise<{ msg: string }> }) => void;
  dialog: ReactNode;
} {
  const decide = useDecide();
  const [coding, setCoding] = useState<CodeApproval | null>(null);
  return {
    approve: (approval, ask) => {
      if (approval.code) setCoding(ask);
      else void decide(ask.message, () => ask.run(), 'success');
    },
    dialog: <ApprovalCodeDialog approval={coding} mutation={mutation} onClose={() => setCoding(null)} />,
  };
}
