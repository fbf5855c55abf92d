import { REKENING_STATUS } from '@konsol/contract';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { AddRekeningDialog } from './add-rekening-dialog';
import { useRekening } from './api/get-rekening';
import type { RekeningRow } from './api/types';

const STATUS_COLOR: Record<number, 'success' | 'warning' | 'error'> = {
  [REKENING_STATUS.TERVERIFIKASI]: 'success',
  [REKENING_STATUS.MENUNGGU]: 'warning',
  [REKENING_STATUS.DITOLAK]: 'error',
};

/** Verified / waiting / rejected (with the administrator's remark). */
export function RekeningStatus({ row }: { row: Pick<RekeningRow, 'status' | 'remark'> }) {
  const { t } = useTranslation('bayartempo');
  return (
    <Box>
      <Chip
        size="small"
        label={t(`rekeningStatus.${row.status}`, { defaultValue: String(row.status) })}
        color={STATUS_COLOR[row.status] ?? 'default'}
        sx={{ fontWeight: 600 }}
      />
      {row.status === REKENING_STATUS.DITOLAK && row.remark && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {row.remark}
        </Typography>
      )}
    </Box>
  );
}

/** The cash-out accounts shown as "#{id} {name} | {bankNo}" with their status, and Tambah Rekening. */
export function RekeningTab() {
  const { t } = useTranslation('bayartempo');
  const list = useRekening();
  const [adding, setAdding] = useState(false);
  const head = { fontWeight: 700, whiteSpace: 'nowrap' } as const;
  const rows = list.data ?? [];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('rekeningTitle')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('common:refresh')}
        </Button>
        <Writable>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('addRekening')}
          </Button>
        </Writable>
      </Box>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common:loading')} />}</Box>
      {list.isError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {errorMessage(list.error)}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={t('rekeningTitle')}>
          <TableHead>
            <TableRow>
              <TableCell sx={head}>{t('col.account')}</TableCell>
              <TableCell sx={{ ...head, display: { xs: 'none', sm: 'table-cell' } }}>{t('col.bank')}</TableCell>
              <TableCell sx={head}>{t('col.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending &&
              ['r1', 'r2'].map((k) => (
                <TableRow key={k}>
                  <TableCell colSpan={3}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {list.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{t('rekeningEmpty')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' }}>
                  {`#${r.id} ${r.name} | ${r.bankNo}`}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{r.bankName}</TableCell>
                <TableCell>
                  <RekeningStatus row={r} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <AddRekeningDialog open={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
