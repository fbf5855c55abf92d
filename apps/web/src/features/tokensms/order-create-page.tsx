import { tokensmsOrderPrice } from '@konsol/contract';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import SmsIcon from '@mui/icons-material/Sms';
import { Alert, Box, Button, Card, CardActions, CardContent, Divider, Grid, Skeleton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { appEvents, notify } from '../../lib/events';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useCreateOrder } from './api/create-order';
import { usePackages } from './api/get-packages';
import type { TokensmsPackage } from './api/types';

function PackageCard({ pkg }: { pkg: TokensmsPackage }) {
  const { t } = useTranslation('tokensms');
  const confirm = useConfirm();
  const create = useCreateOrder();
  const idem = useIdempotencyKey();
  const [qty, setQty] = useState('1');
  const n = Number(qty);
  const valid = Number.isInteger(n) && n >= 1 && n <= 1000;
  const total = tokensmsOrderPrice(pkg.price, valid ? n : 0);

  const order = async () => {
    if (!valid) return;
    const ok = await confirm({ message: t('msg:tokensmsConfirmOrder', { name: pkg.name }), confirmLabel: t('buyNow') });
    if (!ok) return;
    const body = { paketid: pkg.id, amount: n };
    try {
      const res = await create.mutateAsync({ body, key: idem.keyFor(body) });
      idem.reset();
      appEvents.emit('order-success', { msg: res.msg, orderId: res.data.id });
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };

  return (
    <Card
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-labelledby={`pkg-${pkg.id}`}
      data-testid="package-card"
    >
      <Box sx={{ px: 2.5, pt: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: '#1E88E51A', color: '#1E88E5' }}>
          <SmsIcon />
        </Box>
        <Typography id={`pkg-${pkg.id}`} variant="h6" component="h2">
          {pkg.name}
        </Typography>
      </Box>
      <CardContent sx={{ flex: 1, px: 2.5 }}>
        <Typography sx={{ fontSize: 28, fontWeight: 800 }}>{t('tokens', { count: formatNumber(pkg.jmltoken) })}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatRupiah(pkg.price)} / {t('paket')}
        </Typography>
        <TextField
          label={t('quantity')}
          type="number"
          size="small"
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          error={!valid}
          helperText={valid ? ' ' : t('msg:tokensmsQuantityInvalid')}
          slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
        />
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography color="text.secondary">{t('total')}</Typography>
          <Typography sx={{ fontSize: 20, fontWeight: 700 }} data-testid="package-total">
            {formatRupiah(total)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2.5, pb: 2.5 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<ShoppingCartCheckoutIcon />}
          onClick={order}
          disabled={!valid || create.isPending}
        >
          {t('buyNow')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** Beli Token SMS: a card per package with quantity, computed total and Beli Sekarang (confirmed). */
export default function OrderCreatePage() {
  const { t } = useTranslation('tokensms');
  const packages = usePackages();
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('createIntro')}
      </Typography>
      {packages.isError && <Alert severity="error">{errorMessage(packages.error)}</Alert>}
      <Grid container spacing={2.5}>
        {packages.isPending &&
          ['p1', 'p2', 'p3'].map((k) => (
            <Grid key={k} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={300} />
            </Grid>
          ))}
        {(packages.data ?? [])
          .filter((p) => p.status === 1)
          .map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PackageCard pkg={p} />
            </Grid>
          ))}
      </Grid>
    </Box>
  );
}
