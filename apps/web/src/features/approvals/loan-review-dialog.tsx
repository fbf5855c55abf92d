import { approvalCode, parseWhole } from '@konsol/contract';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, CircularProgress, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../components/confirm';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { formatDate, formatNumber, formatRupiah, groupDigits } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';
import { usePhotoUrl } from '../../lib/photo-url';
import { useDecideLoan } from './api/decide-loan';
import { useLoanSettingAdmin } from './api/get-loan-setting';
import type { AdminLoanRequest } from './api/types';
import { ApprovalProgress } from './approval-parts';

/** A private photo read with the token (object URL), opened full size in a new tab on click. */
function Photo({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation('approvals');
  const photo = usePhotoUrl(id);
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="review-photo">
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        {photo.url ? (
          <Link
            href={photo.url}
            target="_blank"
            rel="noopener"
            aria-label={t('loan.openPhoto', { label })}
            sx={{ width: '100%', height: '100%' }}
          >
            <Box component="img" src={photo.url} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          </Link>
        ) : photo.error ? (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 1, textAlign: 'center' }}>
            <BrokenImageOutlinedIcon />
            <Typography variant="caption">{photo.error}</Typography>
          </Stack>
        ) : (
          <CircularProgress size={28} aria-label={t('loan.photoLoading', { label })} />
        )}
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
      >
        {label}
        {photo.url && <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden="true" />}
      </Typography>
    </Box>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 38%) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', fontSize: 14 },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </Box>
      ))}
    </Box>
  );
}

const reviewForm = z.object({ creditlimit: z.string(), msg: z.string().max(200), code: z.string().max(20) });
/** The approver's code, checked only when approving where the tier asks for one. */
const requiredCode = approvalCode.unwrap();
type ReviewForm = z.input<typeof reviewForm>;

/**
 * The administrator's review of a loan application: every field, the three private photos, then Approve with a
 * credit limit (the settings' default) or Reject with the message the operator sees as INFO. Where the limit's
 * tier asks for it, approving takes the approver's authenticator code; an approval that still needs another
 * approver is recorded like a decision (the server's message says "1 dari 2") and the dialog closes the same way.
 */
export function LoanReviewDialog({ request, onClose }: { request: AdminLoanRequest | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const tl = useTranslation('loan').t;
  const setting = useLoanSettingAdmin();
  const decide = useDecideLoan();
  const confirm = useConfirm();
  const defaultLimit = setting.data ? groupDigits(String(setting.data.creditlimit)) : '';
  const open = !!request;
  const { form, dialog } = useFormDialog({
    schema: reviewForm,
    open,
    onClose,
    empty: { creditlimit: defaultLimit, msg: '', code: '' } satisfies ReviewForm,
    item: request,
    fields: ['creditlimit', 'msg', 'code'],
    mutation: decide,
    onSubmit: async (values, f, action) => {
      if (!request) return;
      const approve = action === 'submit';
      const creditlimit = parseWhole(values.creditlimit) ?? 0;
      const msg = values.msg.trim();
      if (approve && creditlimit <= 0) return f.setError('creditlimit', { message: t('loan.limitInvalid') });
      if (!approve && msg.length < 3) return f.setError('msg', { message: t('loan.msgRequired') });
      // a rejection ends the application whatever its tier: only approving gives the code
      const askCode = approve && request.approval.code;
      const code = askCode ? requiredCode.safeParse(values.code) : null;
      if (code && !code.success) return f.setError('code', { message: code.error.issues[0]?.message }, { shouldFocus: true });
      // approving grants credit the operator can draw at once: asked first, like every money movement
      const message = t('loan.confirmApprove', { server: request.namaserver, amount: formatRupiah(creditlimit) });
      if (approve && !(await confirm({ message, confirmLabel: t('loan.approve'), color: 'success' }))) return;
      const res = await decide.mutateAsync({
        id: request.id,
        approve,
        creditlimit: approve ? creditlimit : undefined,
        msg,
        code: code?.success ? code.data : undefined,
      });
      // decided, or recorded while another approver is still needed: either way this review is done (the list reloads)
      notify.success(res.msg);
      onClose();
    },
  });
  const { control, getFieldState, resetField } = form;
  // The default limit may arrive after the dialog opened: it fills the field until the administrator types one.
  useEffect(() => {
    if (open && !getFieldState('creditlimit').isDirty) resetField('creditlimit', { defaultValue: defaultLimit });
  }, [open, defaultLimit, getFieldState, resetField]);

  const r = request;
  const phone = (p: string) => (
    <Link href={`tel:${p}`} underline="hover">
      {p}
    </Link>
  );
  return (
    <FormDialog
      {...dialog}
      maxWidth="md"
      title={
        <>
          {t('loan.reviewTitle')}
          {r && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {r.serverid} · {r.namaserver} · {formatDate(r.createdat)}
            </Typography>
          )}
        </>
      }
      submitLabel={t('loan.approve')}
      submitColor="success"
      submitIcon={<CheckCircleIcon />}
      other={{ label: t('loan.reject'), icon: <CancelIcon /> }}
    >
      {r && (
        <Stack spacing={3}>
          <Box component="section" aria-label={tl('section.photos')}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
              {tl('section.photos')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 4 }}>
                <Photo id={r.imagektp} label={tl('field.imagektp')} />
              </Grid>
              <Grid size={{ xs: 4 }}>
                <Photo id={r.imageselfie} label={tl('field.imageselfie')} />
              </Grid>
              <Grid size={{ xs: 4 }}>
                <Photo id={r.imagebusiness} label={tl('field.imagebusiness')} />
              </Grid>
            </Grid>
          </Box>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }} component="section" aria-label={tl('section.personal')}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
                {tl('section.personal')}
              </Typography>
              <Facts
                rows={[
                  [tl('field.name'), r.name],
                  [tl('field.ktp'), r.ktp],
                  [tl('field.address'), r.address],
                  [tl('field.phone'), phone(r.phone)],
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} component="section" aria-label={tl('section.business')}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
                {tl('section.business')}
              </Typography>
              <Facts
                rows={[
                  [tl('field.businessname'), r.businessname],
                  [tl('field.jenisusaha'), r.jenisusaha],
                  [tl('field.businessaddress'), r.businessaddress],
                  [t('loan.location'), `${r.district.subdistrict_name}, ${r.city.city_name}, ${r.provinsi.province}`],
                  [tl('field.businesswebsite'), r.businesswebsite],
                  [tl('field.businessphone'), phone(r.businessphone)],
                  [tl('field.businessyear'), String(r.businessyear)],
                  [tl('field.businesscapital'), formatRupiah(r.businesscapital)],
                  [tl('field.businesscustomer'), formatNumber(r.businesscustomer)],
                  [tl('field.businessturnover'), formatRupiah(r.businessturnover)],
                  [tl('field.businessprofit'), formatRupiah(r.businessprofit)],
                ]}
              />
            </Grid>
          </Grid>
          <Divider />
          <Box component="section" aria-label={t('loan.decision')}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('loan.decision')}
            </Typography>
            <Box sx={{ mb: 2 }} aria-label={t('col.approval')} role="group">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('col.approval')}
              </Typography>
              <ApprovalProgress approval={r.approval} amounts />
            </Box>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormRupiahField
                  control={control}
                  name="creditlimit"
                  label={t('loan.creditlimit')}
                  fullWidth
                  helperText={setting.data ? t('loan.limitDefault', { amount: formatRupiah(setting.data.creditlimit) }) : undefined}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <FormTextField
                  control={control}
                  name="msg"
                  label={t('loan.msg')}
                  fullWidth
                  multiline
                  minRows={2}
                  helperText={t('loan.msgHint')}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </Grid>
              {r.approval.code && (
                <Grid size={{ xs: 12, sm: 5 }}>
                  <FormTextField
                    control={control}
                    name="code"
                    label={t('code.label')}
                    autoComplete="one-time-code"
                    fullWidth
                    helperText={t('loan.codeHint')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoCapitalize: 'none', spellCheck: false } }}
                  />
                </Grid>
              )}
            </Grid>
          </Box>
        </Stack>
      )}
    </FormDialog>
  );
}
