import { parseWhole } from '@konsol/contract';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useDiscardGuard } from '../../components/confirm';
import { RupiahField } from '../../components/form-fields';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate, formatNumber, formatRupiah, groupDigits } from '../../lib/format';
import { usePhotoUrl } from '../loan/api/loan-api';
import { type AdminLoanRequest, useDecideLoan, useLoanSettingAdmin } from './api/credit-api';

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

/**
 * The administrator's review of a loan application: every field, the three private photos, then Approve with a
 * credit limit (the settings' default) or Reject with the message the operator sees as INFO.
 */
export function LoanReviewDialog({ request, onClose }: { request: AdminLoanRequest | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const tl = useTranslation('loan').t;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const setting = useLoanSettingAdmin();
  const decide = useDecideLoan();
  const confirm = useConfirm();
  const defaultLimit = setting.data ? groupDigits(String(setting.data.creditlimit)) : '';
  const [limit, setLimit] = useState('');
  const [msg, setMsg] = useState('');
  const [fieldError, setFieldError] = useState<{ limit?: string; msg?: string }>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another request opens or the default arrives
  useEffect(() => {
    if (request) {
      setLimit(defaultLimit);
      setMsg('');
      setFieldError({});
      decide.reset();
    }
  }, [request?.id, setting.data?.creditlimit]);

  const close = () => {
    if (decide.isPending) return;
    onClose();
  };
  const dismiss = useDiscardGuard(msg.trim() !== '' || limit !== defaultLimit, close);
  const run = async (approve: boolean) => {
    if (!request) return;
    const creditlimit = parseWhole(limit) ?? 0;
    if (approve && creditlimit <= 0) return setFieldError({ limit: t('loan.limitInvalid') });
    if (!approve && msg.trim().length < 3) return setFieldError({ msg: t('loan.msgRequired') });
    setFieldError({});
    // approving grants credit the operator can draw at once: asked first, like every money movement
    const message = t('loan.confirmApprove', { server: request.namaserver, amount: formatRupiah(creditlimit) });
    if (approve && !(await confirm({ message, confirmLabel: t('loan.approve'), color: 'success' }))) return;
    try {
      const res = await decide.mutateAsync({ id: request.id, approve, creditlimit: approve ? creditlimit : undefined, msg: msg.trim() });
      notify.success(res.msg);
      onClose();
    } catch {
      // shown in the dialog
    }
  };

  const r = request;
  const phone = (p: string) => (
    <Link href={`tel:${p}`} underline="hover">
      {p}
    </Link>
  );
  return (
    <Dialog open={!!r} onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen} scroll="paper">
      <DialogTitle id={titleId}>
        {t('loan.reviewTitle')}
        {r && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {r.serverid} · {r.namaserver} · {formatDate(r.createdat)}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
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
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <RupiahField
                    label={t('loan.creditlimit')}
                    value={limit}
                    onChange={setLimit}
                    fullWidth
                    error={!!fieldError.limit}
                    helperText={
                      fieldError.limit ?? (setting.data ? t('loan.limitDefault', { amount: formatRupiah(setting.data.creditlimit) }) : ' ')
                    }
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <TextField
                    label={t('loan.msg')}
                    value={msg}
                    onChange={(e) => setMsg(e.target.value)}
                    fullWidth
                    multiline
                    minRows={2}
                    error={!!fieldError.msg}
                    helperText={fieldError.msg ?? t('loan.msgHint')}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                </Grid>
              </Grid>
              {decide.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorMessage(decide.error)}
                </Alert>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={close} disabled={decide.isPending} sx={{ mr: 'auto' }}>
          {t('common:cancel')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => run(false)} disabled={decide.isPending}>
          {t('loan.reject')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={decide.isPending ? <CircularProgress size={16} color="inherit" /> : <CheckCircleIcon />}
          onClick={() => run(true)}
          disabled={decide.isPending}
        >
          {t('loan.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
