import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PaidIcon from '@mui/icons-material/Paid';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Badge, Box, Button, Card, CardContent, IconButton, Paper, Stack, Tab, Tabs, TextField, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { APPROVAL_COUNT_KEYS, APPROVAL_TABS, type ApprovalTabName } from '../../lib/approval-tabs';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { useUrlTab } from '../../lib/url-tab';
import { useCompleteCashout } from './api/complete-cashout';
import { useApprovalCounts } from './api/get-approval-counts';
import { BANKS_TABLE, CASHOUTS_TABLE, ORDERS_TABLE } from './api/get-approvals';
import { useMarkOrderPaid } from './api/mark-order-paid';
import { useSandboxPay } from './api/sandbox-pay';
import type { ApprovalBank, ApprovalCashout, ApprovalOrder } from './api/types';
import { useVerifyBank } from './api/verify-bank';
import { useApproval } from './approval-code-dialog';
import { ApprovalProgress, DecisionButtons, nowrap, server, serverAndApproval, useDecide } from './approval-parts';
import { BillsTab } from './bills-tab';
import { BulkDecisions, useBulkSelection } from './bulk-decisions';
import { useCashoutDecisions } from './cashout-decisions';
import { LoansTab } from './loans-tab';
import { PaylaterCashoutsTab } from './paylater-cashouts-tab';
import { RejectBankDialog } from './reject-bank-dialog';
import { RekeningTab } from './rekening-tab';

function OrdersTab() {
  const { t } = useTranslation('approvals');
  const decide = useDecide();
  const paid = useMarkOrderPaid();
  const { approve, dialog } = useApproval(paid);
  const pay = useSandboxPay();
  const bulk = useBulkSelection<ApprovalOrder>();
  const columns: DataTableColumn<ApprovalOrder>[] = [
    { field: 'createdat', header: t('col.createdat'), render: (r) => nowrap(formatDate(r.createdat)) },
    { field: 'server', header: t('col.server'), render: serverAndApproval },
    // The VA sits under its invoice: one column fewer keeps the actions in view on a 1280 px screen.
    {
      field: 'invoice',
      header: t('col.invoiceVa'),
      render: (r) => (
        <Box>
          {nowrap(r.invoice)}
          <Box sx={{ color: 'text.secondary', fontSize: 13, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
            {t('col.vaShort')} {r.nova}
          </Box>
        </Box>
      ),
    },
    { field: 'paket', header: t('col.paket'), render: (r) => `${r.paketName} × ${r.quantity}`, hideBelow: 'md' },
    { field: 'totaltokensms', header: t('col.token'), align: 'right', render: (r) => formatNumber(r.totaltokensms) },
    { field: 'price', header: t('col.price'), align: 'right', render: (r) => nowrap(formatRupiah(r.price)) },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<PaidIcon />}
            onClick={() =>
              approve(r.approval, {
                message: t('order.confirmPaid', { invoice: r.invoice }),
                confirmLabel: t('order.markPaid'),
                run: (code) => paid.mutateAsync({ id: r.id, code }),
              })
            }
          >
            {t('order.markPaid')}
          </Button>
          {/* The sandbox's shortcut for this VA (the card under the table takes any VA): an icon, to keep the row narrow. */}
          <Tooltip title={t('sandbox.pay')}>
            <IconButton
              size="small"
              color="primary"
              aria-label={t('sandbox.pay')}
              onClick={() => decide(t('sandbox.confirm', { va: r.nova }), () => pay.mutateAsync(r.nova))}
            >
              <PlayCircleIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
  return (
    <Box>
      <BulkDecisions selection={bulk} kind="tokenOrder" label={(r) => `${r.invoice} · ${r.serverid}`} approveIcon={<PaidIcon />} />
      <DataTable<ApprovalOrder>
        label={t('tab.orders')}
        {...ORDERS_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
      />
      {dialog}
    </Box>
  );
}

function BanksTab() {
  const { t } = useTranslation('approvals');
  const verify = useVerifyBank();
  const { approve, dialog } = useApproval(verify);
  const [rejecting, setRejecting] = useState<ApprovalBank | null>(null);
  const bulk = useBulkSelection<ApprovalBank>();
  const columns: DataTableColumn<ApprovalBank>[] = [
    { field: 'createdat', header: t('col.createdat'), render: (r) => nowrap(formatDate(r.createdat)) },
    { field: 'server', header: t('col.server'), render: serverAndApproval },
    { field: 'bank', header: t('col.bank') },
    { field: 'accountno', header: t('col.accountno') },
    { field: 'accountname', header: t('col.accountname') },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      render: (r) => (
        <DecisionButtons
          approveLabel={t('bank.verify')}
          approveIcon={<VerifiedIcon />}
          onApprove={() =>
            approve(r.approval, {
              message: t('bank.confirmVerify', { bank: r.bank, accountno: r.accountno }),
              confirmLabel: t('bank.verify'),
              run: (code) => verify.mutateAsync({ id: r.id, approve: true, code }),
            })
          }
          rejectLabel={t('bank.reject')}
          onReject={() => setRejecting(r)}
        />
      ),
    },
  ];
  return (
    <Box>
      <BulkDecisions
        selection={bulk}
        kind="bank"
        label={(r) => `${r.bank} ${r.accountno} · ${r.serverid}`}
        approveIcon={<VerifiedIcon />}
        reason="optional"
      />
      <DataTable<ApprovalBank>
        label={t('tab.banks')}
        {...BANKS_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
      />
      <RejectBankDialog bank={rejecting} onClose={() => setRejecting(null)} />
      {dialog}
    </Box>
  );
}

function CashoutsTab() {
  const { t } = useTranslation('approvals');
  const decisions = useCashoutDecisions(useCompleteCashout(), (r: ApprovalCashout) => ({
    amount: formatRupiah(r.amount),
    bank: r.bank,
    accountno: r.accountno,
  }));
  const bulk = useBulkSelection<ApprovalCashout>();
  const columns: DataTableColumn<ApprovalCashout>[] = [
    { field: 'createdat', header: t('col.createdat'), render: (r) => nowrap(formatDate(r.createdat)), hideBelow: 'sm' },
    {
      field: 'server',
      header: t('col.server'),
      // On a phone the time, the account and the approval progress fold in here, so the amount and the decision stay in view.
      render: (r) => (
        <>
          {server(r)}
          <Box sx={{ ...whenHidden('sm'), color: 'text.secondary', fontSize: 13 }}>
            <div>{formatDate(r.createdat)}</div>
            <div>{`${r.bank} ${r.accountno}`}</div>
            <div>{r.accountname}</div>
            <Box sx={{ mt: 0.5 }}>
              <ApprovalProgress approval={r.approval} />
            </Box>
          </Box>
        </>
      ),
    },
    { field: 'account', header: t('col.account'), render: (r) => `${r.bank} ${r.accountno} — ${r.accountname}`, hideBelow: 'sm' },
    { field: 'amount', header: t('col.amount'), align: 'right', render: (r) => nowrap(formatRupiah(r.amount)) },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    decisions.column,
  ];
  return (
    <Box>
      <BulkDecisions
        selection={bulk}
        kind="cashout"
        label={(r) => `${r.reff} · ${r.serverid} · ${formatRupiah(r.amount)}`}
        approveIcon={<CheckCircleIcon />}
        reason="optional"
      />
      <DataTable<ApprovalCashout>
        label={t('tab.cashouts')}
        {...CASHOUTS_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
      />
      {decisions.dialog}
    </Box>
  );
}

/** Sandbox: report any VA paid (pending cash-ins, token orders) for demos. */
function SandboxPayCard() {
  const { t } = useTranslation('approvals');
  const decide = useDecide();
  const pay = useSandboxPay();
  const [va, setVa] = useState('');
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('sandbox.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sandbox.hint')}
          </Typography>
        </Box>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1.5, flex: '1 1 360px' }}
          onSubmit={(e) => {
            e.preventDefault();
            const v = va.trim();
            if (v)
              void decide(t('sandbox.confirm', { va: v }), async () => {
                const res = await pay.mutateAsync(v);
                setVa('');
                return res;
              });
          }}
        >
          <TextField
            size="small"
            label={t('sandbox.va')}
            value={va}
            onChange={(e) => setVa(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<PlayCircleIcon />}
            disabled={!va.trim() || pay.isPending}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('sandbox.pay')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * One approvals tab: its name (URL `tab` value, label key and, through `APPROVAL_COUNT_KEYS`, its badge's count)
 * and its content. Add a kind by adding an entry.
 */
export interface ApprovalTab {
  name: ApprovalTabName;
  render: () => ReactNode;
}
export const approvalTabs: ApprovalTab[] = [
  { name: 'orders', render: () => <OrdersTab /> },
  { name: 'banks', render: () => <BanksTab /> },
  { name: 'cashouts', render: () => <CashoutsTab /> },
  { name: 'paylaterCashouts', render: () => <PaylaterCashoutsTab /> },
  { name: 'loans', render: () => <LoansTab /> },
  { name: 'bills', render: () => <BillsTab /> },
  { name: 'rekening', render: () => <RekeningTab /> },
];

/**
 * Approvals (administrator): token-order payments, bank accounts, cash-outs, loan applications, pay-later bills
 * and pay-later accounts of every server.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const counts = useApprovalCounts();
  const [tab, setTab] = useUrlTab(APPROVAL_TABS);
  const active = approvalTabs.find((x) => x.name === tab) ?? approvalTabs[0]!;
  const tabsId = useId();
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={active.name}
          onChange={(_e, v: ApprovalTabName) => setTab(v)}
          aria-label={t('tabsLabel')}
          variant="scrollable"
          sx={{ px: 1 }}
        >
          {approvalTabs.map((x) => {
            const n = counts.data?.[APPROVAL_COUNT_KEYS[x.name]] ?? 0;
            return (
              <Tab
                key={x.name}
                value={x.name}
                id={`${tabsId}-${x.name}`}
                aria-controls={`${tabsId}-panel`}
                label={
                  <Badge badgeContent={n} sx={{ '& .MuiBadge-badge': { right: -14, bgcolor: '#AD1457', color: 'common.white' } }}>
                    {t(`tab.${x.name}`)}
                  </Badge>
                }
                sx={{ pr: n > 0 ? 4 : 2 }}
              />
            );
          })}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${active.name}`} key={active.name}>
        {active.render()}
      </Box>
      <SandboxPayCard />
    </Stack>
  );
}
