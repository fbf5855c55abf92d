import { addRekeningBody } from '@konsol/contract';
import { Alert, Autocomplete, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { messageText } from '../../lib/i18n';
import { useAddRekening } from './api/add-rekening';
import { useSerpulBanks } from './api/get-serpul-banks';
import type { SerpulBank } from './api/types';

interface Values {
  bankNo: string;
  name: string;
}
const empty: Values = { bankNo: '', name: '' };

/**
 * Add a cash-out account: `norek` (bankNo, digits, "Required." / "Max 20 characters") and the bank code from the
 * server's full list (a searchable Autocomplete). Code "00" is success; the account then waits for verification.
 */
export function AddRekeningDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bayartempo');
  const banks = useSerpulBanks(open);
  const add = useAddRekening();
  const { form, dialog } = useFormDialog({
    schema: addRekeningBody,
    open,
    onClose,
    empty,
    fields: ['bankNo', 'name'],
    mutation: add,
    onSubmit: async (values) => {
      const res = await add.mutateAsync({ bankNo: values.bankNo.trim(), name: values.name });
      // a refusal in an ordinary answer ("code" other than "00") is the dialog's message
      if (res.code !== '00') throw new Error(res.msg);
      notify.success(res.msg);
      onClose();
    },
  });
  const { control } = form;
  const byCode = useMemo(() => new Map((banks.data ?? []).map((b) => [b.code, b])), [banks.data]);

  return (
    <FormDialog
      {...dialog}
      title={t('addRekening')}
      error={dialog.error ?? (banks.isError ? errorMessage(banks.error) : null)}
      submitLabel={t('save')}
      maxWidth="xs"
      testId="add-rekening-dialog"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Alert severity="info" role="note" sx={{ mb: 1 }}>
          {t('addRekeningNote')}
        </Alert>
        <FormTextField
          control={control}
          name="bankNo"
          label={t('norek')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 21, name: 'norek' } }}
        />
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <Autocomplete<SerpulBank>
              options={banks.data ?? []}
              loading={banks.isPending}
              value={byCode.get(field.value) ?? null}
              onChange={(_e, v) => field.onChange(v?.code ?? '')}
              onBlur={field.onBlur}
              getOptionLabel={(b) => (b.name === b.code ? b.code : `${b.code} — ${b.name}`)}
              isOptionEqualToValue={(a, b) => a.code === b.code}
              noOptionsText={t('noBankOption')}
              loadingText={t('common:loading')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('bank')}
                  required
                  placeholder={t('bankSearch')}
                  error={!!fieldState.error}
                  helperText={messageText(fieldState.error?.message) ?? ' '}
                />
              )}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
