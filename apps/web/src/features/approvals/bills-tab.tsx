import { parseWhole } from '@konsol/contract';
import AddCardIcon from '@mui/icons-material/AddCard';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { FormDialog } from '../../components/form-dialog';
import { rupiahSlotProps } from '../../components/form-fields';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate, formatRupiah, groupDigits } from '../../lib/format';
import { useConfirmBill } from './api/confirm-bill';
import { useCreateBill } from './api/create-bill';
import { BILLS_TABLE } from './api/get-credit-approvals';
import { useServers } from './api/get-servers';
import type { PendingBill } from './api/types';
import { useApproval } from './approval-code-dialog';
import { ApprovalProgress, nowrap, serverAndApproval } from './approval-parts';
import { BulkDecisions, useBulkSelection } from './bulk-decisions';

/**
 * Sandbox supplier: a pay-later bill for a server (`POST /api/admin/bayartempo/serpulbills`), due in N days, with
 * one reseller line. It takes the server's pay-later limit (422 when it does not fit).
 */
function CreateBillDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const servers = useServers(open);
  const create = useCreateBill();
  const [form, setForm] = useState({ server: '', amount: '', fee: '2.500', days: '1' });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: k === 'server' ? e.target.value : groupDigits(e.target.value) }));
    setError(null);
  };
  const close = () => {
    if (create.isPending) return;
    setError(null);
    create.reset();
    onClose();
  };
  const submit = async () => {
    const amount = parseWhole(form.amount) ?? 0;
    const days = parseWhole(form.days) ?? 0;
    if (!form.server) return setError(t('bill.serverRequired'));
    if (amount <= 0) return setError(t('bill.amountRequired'));
    try {
      const res = await create.mutateAsync({
        server: form.server,
        amount,
        fee: parseWhole(form.fee) ?? 0,
        expiredAt: new Date(Date.now() + days * 86_400_000).toISOString(),
        details: [{ idreseller: `${form.server}-R1`, resellername: t('bill.detailName'), amount }],
      });
      notify.success(res.msg);
      setForm((f) => ({ ...f, amount: '' }));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <FormDialog
      open={open}
      title={t('bill.createTitle')}
      onClose={close}
      onSubmit={submit}
      // the fields keep their values when the dialog closes: nothing typed is lost
      dirty={false}
      busy={create.isPending}
      error={error}
      submitLabel={t('bill.create')}
      maxWidth="xs"
    >
      <Stack spacing={1.5}>
        <DialogContentText variant="body2">{t('bill.createHint')}</DialogContentText>
        <TextField
          select
          label={t('col.server')}
          value={form.server}
          onChange={set('server')}
          required
          helperText={servers.isLoading ? t('bill.loadingServers') : ' '}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {(servers.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.server_id}>
              {`${s.server_id} — ${s.name}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('col.amount')}
          value={form.amount}
          onChange={set('amount')}
          required
          helperText=" "
          slotProps={rupiahSlotProps}
        />
        <Stack direction="row" spacing={1.5}>
          <TextField label={t('col.fee')} value={form.fee} onChange={set('fee')} helperText=" " slotProps={rupiahSlotProps} />
          <TextField
            label={t('bill.dueInDays')}
            value={form.days}
            onChange={set('days')}
            helperText=" "
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

/** Pay-later bills the operator reported paid (Sedang Konfirmasi): Konfirmasi completes them and releases the limit. */
export function BillsTab() {
  const { t } = useTranslation('approvals');
  const confirmBill = useConfirmBill();
  const { approve, dialog } = useApproval(confirmBill);
  const [creating, setCreating] = useState(false);
  const bulk = useBulkSelection<PendingBill>();
  const columns: DataTableColumn<PendingBill>[] = [
    { field: 'date', header: t('col.createdat'), render: (r) => nowrap(formatDate(r.date)), hideBelow: 'md' },
    { field: 'server', header: t('col.server'), render: serverAndApproval },
    { field: 'id', header: t('col.billId'), render: (r) => `#${r.id}`, hideBelow: 'md' },
    { field: 'amount', header: t('col.amount'), align: 'right', render: (r) => nowrap(formatRupiah(r.amount)) },
    { field: 'fee', header: t('col.fee'), align: 'right', render: (r) => nowrap(formatRupiah(r.fee)), hideBelow: 'md' },
    { field: 'total', header: t('col.total'), align: 'right', render: (r) => <strong>{nowrap(formatRupiah(r.amount + r.fee))}</strong> },
    // The due date may break between its day and time, so the action stays in view on a 1280 px screen.
    { field: 'expiredAt', header: t('col.expiredAt'), render: (r) => formatDate(r.expiredAt), hideBelow: 'md' },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      render: (r) => (
        <Writable>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<TaskAltIcon />}
            onClick={() =>
              approve(r.approval, {
                message: t('bill.confirmConfirm', { id: r.id, server: r.serverid, total: formatRupiah(r.amount + r.fee) }),
                confirmLabel: t('bill.confirm'),
                run: (code) => confirmBill.mutateAsync({ id: r.id, code }),
              })
            }
          >
            {t('bill.confirm')}
          </Button>
        </Writable>
      ),
    },
  ];
  return (
    <Box>
      <BulkDecisions
        selection={bulk}
        kind="bill"
        label={(r) => `#${r.id} · ${r.serverid} · ${formatRupiah(r.amount + r.fee)}`}
        approveIcon={<TaskAltIcon />}
      />
      <DataTable<PendingBill>
        label={t('table.bills')}
        {...BILLS_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        searchable={false}
        emptyText={t('empty')}
        actions={
          <Writable>
            <Button variant="outlined" startIcon={<AddCardIcon />} onClick={() => setCreating(true)}>
              {t('bill.create')}
            </Button>
          </Writable>
        }
      />
      <CreateBillDialog open={creating} onClose={() => setCreating(false)} />
      {dialog}
    </Box>
  );
}
