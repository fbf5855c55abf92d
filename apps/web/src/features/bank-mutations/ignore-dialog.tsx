import { bankMutationIgnoreBody } from '@konsol/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { useIgnoreMutation } from './api/ignore-mutation';
import type { BankMutationRow } from './api/types';
import { LineSummary } from './line-parts';

/** Abaikan: sets an unmatched line aside (money sent back, not an order at all), with the reason (3–255 characters). */
export function IgnoreDialog({ line, onClose }: { line: BankMutationRow | null; onClose: () => void }) {
  const { t } = useTranslation('bank-mutations');
  const summaryId = useId();
  const ignore = useIgnoreMutation();
  // The last line stays in view while the dialog fades out.
  const [shown, setShown] = useState(line);
  if (line && line !== shown) setShown(line);
  const { form, dialog } = useFormDialog({
    schema: bankMutationIgnoreBody,
    open: !!line,
    onClose,
    empty: { reason: '' },
    fields: ['reason'],
    mutation: ignore,
    onSubmit: async ({ reason }) => {
      if (!line) return;
      notify.success((await ignore.mutateAsync({ id: line.id, reason })).msg);
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialog}
      title={t('ignore.title')}
      describedBy={summaryId}
      submitLabel={t('ignore.submit')}
      maxWidth="xs"
      testId="ignore-dialog"
    >
      {shown && <LineSummary line={shown} id={summaryId} />}
      <FormTextField
        control={form.control}
        name="reason"
        label={t('ignore.reason')}
        helperText={t('ignore.reasonHint')}
        required
        multiline
        minRows={2}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
    </FormDialog>
  );
}
