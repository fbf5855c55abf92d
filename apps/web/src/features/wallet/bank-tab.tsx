import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { useWriteAccess } from '../../lib/write-access';
import { AddBankDialog } from './add-bank-dialog';
import { WALLET_TABLES } from './api/get-lists';
import { useDeleteBank } from './api/mutations';
import type { WalletBank } from './api/types';
import { BankStatus } from './statuses';

/**
 * The wallet's bank accounts, searched, sorted and paged like the other wallet lists: add with OTP, delete with
 * confirmation, status per account.
 */
export function BankTab() {
  const { t } = useTranslation('wallet');
  const writable = useWriteAccess();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<WalletBank | null>(null);
  const remove = useDeleteBank();

  const columns: DataTableColumn<WalletBank>[] = [
    {
      field: 'bank',
      header: t('col.bank'),
      sortable: true,
      hideBelow: 'sm',
      render: (b) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {b.bank}
        </Box>
      ),
    },
    {
      field: 'accountno',
      header: t('col.accountno'),
      sortable: true,
      render: (b) => (
        <>
          {b.accountno}
          {/* the bank and the owner under the number while their columns are hidden (phones) */}
          <Typography variant="caption" color="text.secondary" sx={whenHidden('sm')}>
            {b.bank} · {b.accountname}
          </Typography>
        </>
      ),
    },
    { field: 'accountname', header: t('col.accountname'), sortable: true, hideBelow: 'sm' },
    {
      field: 'status',
      header: t('col.status'),
      sortable: true,
      render: (b) => (
        <>
          <BankStatus status={b.status} />
          {b.reason && (
            <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
              {b.reason}
            </Typography>
          )}
        </>
      ),
    },
    { field: 'createdat', header: t('col.createdat'), sortable: true, hideBelow: 'md', render: (b) => formatDate(b.createdat) },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      align: 'right',
      render: (b) =>
        writable && (
          <Tooltip title={t('deleteBank', { bank: b.bank, accountno: b.accountno })}>
            <IconButton
              size="small"
              aria-label={t('deleteBank', { bank: b.bank, accountno: b.accountno })}
              color="error"
              onClick={() => setToDelete(b)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <>
      <DataTable<WalletBank>
        label={t('bankAccounts')}
        {...WALLET_TABLES.bank}
        columns={columns}
        rowKey={(b) => b.id}
        searchPlaceholder={t('searchBankHint')}
        emptyText={t('noBanks')}
        actions={
          writable && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('addBank')}
            </Button>
          )
        }
      />
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
    </>
  );
}
