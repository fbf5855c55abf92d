import { LOAN_STATUS } from '@konsol/contract';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SavingsIcon from '@mui/icons-material/Savings';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatRupiah } from '../../lib/format';
import { useLastRequest } from './api/get-last-request';
import { useLoan } from './api/get-loan';
import { useLoanSetting } from './api/get-loan-setting';
import { LoanDashboard } from './loan-dashboard';
import { LoanForm } from './loan-form';

/** View 0: what the loan is, and Ajukan Sekarang. */
function Intro({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation('loan');
  const setting = useLoanSetting();
  const s = setting.data;
  const points = s
    ? [
        t('intro.point1', { limit: formatRupiah(s.creditlimit) }),
        t('intro.point2', { rate: `${(s.fee * 100).toLocaleString('id-ID')}%` }),
        t('intro.point3', { days: s.periode }),
      ]
    : [];
  return (
    <Card data-testid="loan-intro">
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
                {t('intro.title')}
              </Typography>
              <Typography color="text.secondary">{t('intro.text')}</Typography>
              {setting.isLoading ? (
                <Skeleton height={80} />
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
                  {points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              )}
              <Writable>
                <Box>
                  <Button variant="contained" size="large" startIcon={<RocketLaunchIcon />} onClick={onApply}>
                    {t('apply')}
                  </Button>
                </Box>
              </Writable>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'grid' }, placeItems: 'center' }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 200,
                height: 200,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'common.white',
                opacity: 0.9,
              }}
            >
              <SavingsIcon sx={{ fontSize: 110 }} />
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

/** View 9: the application waits for the administrator. */
function Waiting() {
  const { t } = useTranslation('loan');
  const last = useLastRequest();
  return (
    <Card data-testid="loan-waiting">
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'warning.main',
              color: 'common.white',
            }}
          >
            <HourglassTopIcon sx={{ fontSize: 48 }} />
          </Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {t('waiting.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {t('waiting.text')}
          </Typography>
          {last.data && (
            <Typography variant="body2" color="text.secondary">
              {t('waiting.sent', { date: formatDate(last.data.createdat), business: last.data.businessname })}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Modal Kerja (SPEC §2): the view follows the loan status — 0 intro (Ajukan Sekarang → form, Kembali → intro),
 * 8 the form again with the decision's message as INFO, 9 waiting for approval, 1 the dashboard.
 */
export default function LoanPage() {
  const { t } = useTranslation('loan');
  const loan = useLoan();
  const status = loan.data?.status;
  const rejected = status === LOAN_STATUS.REJECTED;
  // null: the status decides; true/false: the operator chose the form (Ajukan Sekarang) or the intro (Kembali).
  const [formChosen, setFormChosen] = useState<boolean | null>(null);
  const last = useLastRequest(rejected);

  if (loan.isLoading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (loan.isError || !loan.data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => loan.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(loan.error)}
      </Alert>
    );

  const data = loan.data;
  if (data.status === LOAN_STATUS.APPROVED) return <LoanDashboard loan={data} />;
  if (data.status === LOAN_STATUS.WAITING) return <Waiting />;
  const showForm = formChosen ?? rejected;
  if (!showForm) return <Intro onApply={() => setFormChosen(true)} />;
  if (rejected && last.isLoading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  return <LoanForm info={rejected ? data.msg : undefined} previous={rejected ? last.data : null} onBack={() => setFormChosen(false)} />;
}
