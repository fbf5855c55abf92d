import { zodResolver } from '@hookform/resolvers/zod';
import { pushBody } from '@konsol/contract';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDiscardGuard } from '../../components/confirm';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { sendPush } from '../../lib/backoffice-apps';
import { notify } from '../../lib/events';
import { useSingleSubmit } from '../../lib/single-submit';

type PushForm = z.input<typeof pushBody>;

/** The toolbar's send-push button and dialog (`POST /api/backoffice/apps/push`); Kirim stays disabled while invalid. */
export function PushButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { control, handleSubmit, reset, setError, formState } = useForm<PushForm>({
    resolver: zodResolver(pushBody),
    mode: 'onChange',
    defaultValues: { judul: '', isi: '' },
  });
  const send = useMutation({ mutationFn: sendPush });

  const close = () => {
    if (send.isPending) return;
    setOpen(false);
    reset();
    send.reset();
  };
  const dismiss = useDiscardGuard(formState.isDirty, close);
  const submit = handleSubmit(async (values) => {
    try {
      const res = await send.mutateAsync(values);
      notify.success(res.msg);
      close();
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        for (const [field, msg] of Object.entries(err.errors)) if (field === 'judul' || field === 'isi') setError(field, { message: msg });
      }
    }
  });

  const onSubmit = useSingleSubmit(submit, open);
  return (
    <>
      <Tooltip title={t('push.button')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('push.button')} data-testid="push-button">
          <NotificationsActiveIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={titleId}>{t('push.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
              <FormTextField control={control} name="judul" label={t('push.judul')} required autoFocus />
              <FormTextField control={control} name="isi" label={t('push.isi')} required multiline minRows={3} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} color="inherit" disabled={send.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isValid || send.isPending}
              startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('push.send')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
