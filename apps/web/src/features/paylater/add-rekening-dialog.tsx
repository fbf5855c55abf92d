import { addRekeningBody } from '@konsol/contract';
import { Alert, Autocomplete, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
import { messageText } from '../../lib/i18n';
import { type SerpulBank, useAddRekening, useSerpulBanks } from './api';

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
  const { t } = useTranslation('paylater');
  const banks = useSerpulBanks(open);
  const add = useAddRekening();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: schemaResolver<Values>(addRekeningBody),
    defaultValues: empty,
  });
  const byCode = useMemo(() => new Map((banks.data ?? []).map((b) => [b.code, b])), [banks.data]);

  const close = () => {
    if (add.isPending) return;
    reset(empty);
    setFormError(null);
    add.reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await add.mutateAsync({ bankNo: values.bankNo.trim(), name: values.name });
      if (res.code !== '00') {
        setFormError(res.msg);
        return;
      }
      notify.success(res.msg);
      reset(empty);
      add.reset();
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['bankNo', 'name'])) setFormError(errorMessage(err));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('addRekening')}
      onClose={close}
      onSubmit={submit}
      dirty={formState.isDirty}
      busy={add.isPending}
      error={formError ?? (banks.isError ? errorMessage(banks.error) : null)}
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
