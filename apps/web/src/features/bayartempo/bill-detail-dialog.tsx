import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupiah } from '../../lib/format';
import type { BillRow } from './api/types';
import { BillStatusChip } from './bill-status';

/** Bill detail: its figures and the reseller lines (date, idreseller, resellername, amount). */
export function BillDetailDialog({ bill, onClose }: { bill: BillRow | null; onClose: () => void }) {
  const { t } = useTranslation('bayartempo');
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const head = { fontWeight: 700, whiteSpace: 'nowrap' } as const;
  const facts = bill
    ? [
        [t('col.date'), formatDate(bill.date)],
        [t('col.expiredAt'), formatDate(bill.expiredAt)],
        [t('col.amount'), formatRupiah(bill.amount)],
        [t('col.fee'), formatRupiah(bill.fee)],
        [t('col.total'), formatRupiah(bill.amount + bill.fee)],
      ]
    : [];
  return (
    <Dialog open={!!bill} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{bill ? t('detailTitle', { id: bill.id }) : ''}</DialogTitle>
      <DialogContent dividers>
        {bill && (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
                gap: 2,
                m: 0,
                mb: 2.5,
                '& dt': { typography: 'caption', color: 'text.secondary' },
                '& dd': { m: 0, fontWeight: 600 },
              }}
            >
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              <div>
                <dt>{t('col.status')}</dt>
                <dd>
                  <BillStatusChip bill={bill} />
                </dd>
              </div>
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('detailRows')}
            </Typography>
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" aria-label={t('detailRows')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ ...head, display: { xs: 'none', sm: 'table-cell' } }}>{t('col.date')}</TableCell>
                    <TableCell sx={head}>{t('col.idreseller')}</TableCell>
                    <TableCell sx={{ ...head, display: { xs: 'none', sm: 'table-cell' } }}>{t('col.resellername')}</TableCell>
                    <TableCell sx={head} align="right">
                      {t('col.amount')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {bill.details.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                        {t('detailEmpty')}
                      </TableCell>
                    </TableRow>
                  )}
                  {bill.details.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(d.date)}</TableCell>
                      <TableCell>
                        {d.idreseller}
                        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                          <Typography variant="body2">{d.resellername}</Typography>
                          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                            {formatDate(d.date)}
                          </Typography>
                        </Box>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{d.resellername}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatRupiah(d.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained">
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
