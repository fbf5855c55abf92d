import { approvalCode, isAwaiting, wholeField } from '@konsol/contract';
import { coreMessages } from '@konsol/contract/messages/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { blankAsMissing, useFormDialog } from '../../lib/forms';
import { useAssignMutation } from './api/assign-mutation';
import type { BankMutationRow } from './api/types';
import { LineSummary } from './line-parts';

interface AssignForm {
  order: string;
  code: string;
}

/** The order's id as typed, and the approver's code where the tier asks for one (empty: not given). */
const schema = blankAsMissing(
  z.object({ order: wholeField('fieldRequired', 'invalidValue', 1, 2_147_483_647), code: approvalCode }),
  'code',
);
const EMPTY: AssignForm = { order: '', code: '' };

/** The 403 of a tier that wants each approver's TOTP code, in either language. */
const codeRequiredTexts = new Set<string>([coreMessages.approvalsCodeRequired.id, coreMessages.approvalsCodeRequired.en]);

/**
 * Pasangkan: pays a waiting SMS-token order with an unmatched credit line. The server accepts it when the line's
 * amount is the order's transfer amount or its price; four eyes may record it as one approval of two, and a tier
 * may ask for the approver's authenticator code (the optional Kode field, which takes the server's refusal).
 */
export function AssignDialog({ line, onClose }: { line: BankMutationRow | null; onClose: () => void }) {
  const { t } = useTranslation('bank-mutations');
  const summaryId = useId();
  const assign = useAssignMutation();
  // The last line stays in view while the dialog fades out.
  const [shown, setShown] = useState(line);
  if (line && line !== shown) setShown(line);
  const { form, dialog } = useFormDialog({
    schema,
    open: !!line,
    onClose,
    empty: EMPTY,
    fields: ['order', 'code'],
    aliases: { id: 'order' },
    mutation: assign,
    onSubmit: async ({ order, code }) => {
      if (!line) return;
      const res = await assign.mutateAsync({ id: line.id, body: { kind: 'tokenOrder', id: order, code } });
      if (isAwaiting(res.data)) notify.info(res.msg);
      else notify.success(res.msg);
      onClose();
    },
    failure: (err, f) => {
      if (err instanceof ApiError && err.status === 403 && codeRequiredTexts.has(err.msg)) {
        f.setError('code', { type: 'server', message: err.msg }, { shouldFocus: true });
        return null;
      }
      return errorMessage(err);
    },
  });
  return (
    <FormDialog
      {...dialog}
      title={t('assign.title')}
      describedBy={summaryId}
      submitLabel={t('assign.submit')}
      submitColor="success"
      maxWidth="xs"
      testId="assign-dialog"
    >
      {shown && <LineSummary line={shown} id={summaryId} />}
      <FormTextField
        control={form.control}
        name="order"
        label={t('assign.order')}
        helperText={t('assign.orderHint')}
        required
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 10 } }}
      />
      <FormTextField
        control={form.control}
        name="code"
        label={t('assign.code')}
        helperText={t('assign.codeHint')}
        fullWidth
        autoComplete="one-time-code"
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoCapitalize: 'none', spellCheck: false } }}
      />
    </FormDialog>
  );
}
