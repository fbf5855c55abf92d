import type { EmailChangeBody, Me } from '@konsol/contract';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useFormDialog } from '../../lib/forms';
import { emailChangeBody, useChangeEmail } from './api/profile';

const empty: EmailChangeBody = { email: '' };

/**
 * A new e-mail address: a confirmation link goes to it, and the dialog then says so, naming the address. The
 * account keeps its address until the link is opened.
 */
export function EmailDialog({ open, me, onClose }: { open: boolean; me: Me; onClose: () => void }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  // Each opening starts at the form (not when closing: the answer stays while the dialog fades out).
  useEffect(() => {
    if (open) setSent(null);
  }, [open]);
  const { form, dialog } = useFormDialog({
    schema: emailChangeBody,
    open,
    onClose,
    empty,
    fields: ['email'],
    mutation: change,
    onSubmit: async (body) => setSent((await change.mutateAsync(body)).msg),
  });
  return (
    <FormDialog
      {...dialog}
      title={t('profile.emailTitle')}
      submitLabel={t('profile.emailSubmit')}
      maxWidth="xs"
      testId="email-dialog"
      result={
        sent && (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
            <MarkEmailReadIcon color="success" sx={{ fontSize: 56 }} />
            <Typography sx={{ fontWeight: 600 }} role="status" data-testid="email-sent">
              {sent}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.emailSentHint')}
            </Typography>
          </Stack>
        )
      }
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('profile.emailIntro', { email: me.email })}
        </Alert>
        <FormTextField
          control={form.control}
          name="email"
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          required
          autoFocus
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
