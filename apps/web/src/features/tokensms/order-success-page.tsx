import { TOKENSMS_ORDER_STATUS } from '@konsol/contract';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Box, Button, Card, CardContent, Divider, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { useOrder } from './api/get-order';
import { usePaymentInfo } from './api/get-payment-info';
import { OrderStatus } from './order-status';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Order created: invoice, tokens, amount to pay, VA, the company bank accounts and the messaging contact. An order
 * already paid says so instead of asking for payment; an order that cannot be read shows only why.
 */
export default function OrderSuccessPage() {
  const { t } = useTranslation('tokensms');
  const { orderid } = useParams();
  const order = useOrder(orderid);
  const info = usePaymentInfo();
  const o = order.data;
  const paid = o?.status === TOKENSMS_ORDER_STATUS.SUKSES;

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            {order.isError ? (
              <Alert severity="error">{errorMessage(order.error)}</Alert>
            ) : !o ? (
              <Skeleton variant="rounded" height={260} />
            ) : (
              <>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                  <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
                  <Box>
                    <Typography variant="h6" component="h2">
                      {paid ? t('success.paidTitle') : t('success.title')}
                    </Typography>
                    <Typography color="text.secondary">{paid ? t('success.paidSubtitle') : t('success.subtitle')}</Typography>
                  </Box>
                </Stack>
                <Row label={t('success.invoice')} testId="success-invoice">
                  {o.invoice}
                </Row>
                <Row label={t('success.paket')}>{`${o.paketName} × ${o.quantity}`}</Row>
                <Row label={t('success.token')} testId="success-token">
                  {formatNumber(o.totaltokensms)}
                </Row>
                <Row label={t('col.status')}>
                  <OrderStatus status={o.status} />
                </Row>
                <Divider sx={{ my: 1 }} />
                <Row label={paid ? t('success.paidAmount') : t('success.amount')} testId="success-amount">
                  <Box component="span" sx={{ fontSize: 24, color: 'primary.main' }}>
                    {formatRupiah(o.price)}
                  </Box>
                </Row>
                {!paid && (
                  <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                    <Typography variant="body2" color="text.secondary">
                      {t('success.va', { bank: o.bank })}
                    </Typography>
                    <Typography sx={{ fontSize: 22, fontWeight: 800, letterSpacing: 1 }} data-testid="success-va">
                      {o.nova}
                    </Typography>
                  </Box>
                )}
              </>
            )}
            <Button component={RouterLink} to="/tokensms" startIcon={<ArrowBackIcon />} variant="outlined" sx={{ mt: 3 }}>
              {t('common:back')}
            </Button>
          </CardContent>
        </Card>
      </Grid>
      {!order.isError && !paid && (
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('success.transferTitle')}
              </Typography>
              {o?.transferAmount ? (
                <Box sx={{ mb: 2, p: 2, borderRadius: 2, border: 2, borderColor: 'primary.main' }} data-testid="transfer-exact">
                  <Typography variant="body2" color="text.secondary">
                    {t('success.transferExact')}
                  </Typography>
                  <Typography sx={{ fontSize: 26, fontWeight: 800, color: 'primary.main' }} data-testid="transfer-amount">
                    {formatRupiah(o.transferAmount)}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('success.transferCode', {
                      code: formatRupiah(o.uniqueCode ?? 0),
                      until: formatDate(Date.parse(o.transferExpiresAt ?? '') - 1, 'day'),
                    })}
                  </Typography>
                </Box>
              ) : (
                <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
                  {t('success.transferHint')}
                </Typography>
              )}
              {info.isPending && <Skeleton variant="rounded" height={160} />}
              {info.isError && <Alert severity="error">{errorMessage(info.error)}</Alert>}
              <Stack spacing={1.5}>
                {(info.data?.banks ?? []).map((b) => (
                  <Box
                    key={`${b.bank}-${b.accountno}`}
                    sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
                    data-testid="company-bank"
                  >
                    <AccountBalanceIcon color="primary" />
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{`${b.bank} ${b.accountno}`}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {b.accountname}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Stack>
              {info.data && (
                <Box sx={{ mt: 2.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('success.contact')}
                  </Typography>
                  <Link
                    href={info.data.contact.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, mt: 0.5 }}
                    data-testid="company-contact"
                  >
                    <WhatsAppIcon fontSize="small" />
                    {`${info.data.contact.name} (${info.data.contact.phone})`}
                  </Link>
                </Box>
              )}
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
}
