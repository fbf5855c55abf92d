import { pushBody } from '@konsol/contract';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { sendPush } from '../../lib/backoffice-apps';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';

interface PushForm {
  judul: string;
  isi: string;
}
const empty: PushForm = { judul: '', isi: '' };

/** The toolbar's send-push button and dialog (`POST /api/backoffice/apps/push`); Kirim stays disabled while invalid. */
export function PushButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const send = useMutation({ mutationFn: sendPush });
  const { form, dialog } = useFormDialog({
    schema: pushBody,
    open,
    onClose: () => setOpen(false),
    empty,
    fields: ['judul', 'isi'],
    mutation: send,
    mode: 'onChange',
    onSubmit: async (values) => {
      const res = await send.mutateAsync(values);
      notify.success(res.msg);
      setOpen(false);
    },
  });
  const { control, formState } = form;

  return (
    <>
      <Tooltip title={t('console:push.button')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('console:push.button')} data-testid="push-button">
          <NotificationsActiveIcon />
        </IconButton>
      </Tooltip>
      <FormDialog
        {...dialog}
        title={t('console:push.title')}
        // Kirim waits for valid input
        submitDisabled={!formState.isValid}
        submitLabel={t('console:push.send')}
      >
        <Stack spacing={1} sx={{ pt: 1 }}>
          <FormTextField control={control} name="judul" label={t('console:push.judul')} required autoFocus />
          <FormTextField control={control} name="isi" label={t('console:push.isi')} required multiline minRows={3} />
        </Stack>
      </FormDialog>
    </>
  );
}
