import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { AddBankDialog } from './add-bank-dialog';
import { useDeleteBank } from './api/mutations';
import type { WalletBank } from './api/types';
import { BankStatus } from './statuses';

/** The wallet's bank accounts (from `GET /wallet`): add with OTP, delete with confirmation, status per account. */
export function BankTab({
  banks,
  loading,
  fetching,
  onRefresh,
}: {
  banks?: WalletBank[];
  loading: boolean;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<WalletBank | null>(null);
  const remove = useDeleteBank();
  const head = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('bankAccounts')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={fetching}>
          {t('common:refresh')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('addBank')}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label={t('common:loading')} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={t('bankAccounts')}>
          <TableHead>
            <TableRow>
              <TableCell sx={head}>{t('col.bank')}</TableCell>
              <TableCell sx={head}>{t('col.accountno')}</TableCell>
              <TableCell sx={head}>{t('col.accountname')}</TableCell>
              <TableCell sx={head}>{t('col.status')}</TableCell>
              <TableCell sx={{ ...head, display: { xs: 'none', md: 'table-cell' } }}>{t('col.createdat')}</TableCell>
              <TableCell sx={head} align="right">
                {t('col.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading &&
              ['b1', 'b2'].map((k) => (
                <TableRow key={k}>
                  <TableCell colSpan={6}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {!loading && (banks ?? []).length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{t('noBanks')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {(banks ?? []).map((b) => (
              <TableRow key={b.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{b.bank}</TableCell>
                <TableCell>{b.accountno}</TableCell>
                <TableCell>{b.accountname}</TableCell>
                <TableCell>
                  <BankStatus status={b.status} />
                  {b.reason && (
                    <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
                      {b.reason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(b.createdat)}</TableCell>
                <TableCell align="right">
                  <Tooltip title={t('deleteBank', { bank: b.bank, accountno: b.accountno })}>
                    <IconButton
                      aria-label={t('deleteBank', { bank: b.bank, accountno: b.accountno })}
                      color="error"
                      onClick={() => setToDelete(b)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <AddBankDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!toDelete}
        color="error"
        message={toDelete ? t('msg:walletConfirmDeleteBank', { bank: toDelete.bank, accountno: toDelete.accountno }) : ''}
        onConfirm={async () => {
          const res = await remove.mutateAsync(toDelete!.id);
          notify.success(res.msg);
        }}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
