import { type LoanSetting, parseWhole } from '@konsol/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RateReviewIcon from '@mui/icons-material/RateReview';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { FormDialog } from '../../components/form-dialog';
import { Writable } from '../../components/writable';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate, formatRupiah, groupDigits } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { LOANS_TABLE } from './api/get-credit-approvals';
import { useLoanSettingAdmin } from './api/get-loan-setting';
import { useSaveLoanSetting } from './api/save-loan-setting';
import type { AdminLoanRequest } from './api/types';
import { ApprovalProgress, nowrap, server } from './approval-parts';
import { BulkDecisions, useBulkSelection } from './bulk-decisions';
import { LoanReviewDialog } from './loan-review-dialog';

type SettingForm = Record<keyof LoanSetting, string>;
const settingForm = (s: LoanSetting): SettingForm => ({
  fee: String(Math.round(s.fee * 1_000_000) / 10_000).replace('.', ','),
  admin: groupDigits(String(s.admin)),
  periode: String(s.periode),
  creditlimit: groupDigits(String(s.creditlimit)),
});
/** The two amounts of the settings: shown grouped while typing, read back with the contract's parser. */
const MONEY: readonly (keyof LoanSetting)[] = ['admin', 'creditlimit'];

/** The loan settings (fee rate %, admin charge, periode, default limit), saved with `PUT /admin/irmacapital/setting`. */
function LoanSettingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const setting = useLoanSettingAdmin();
  const save = useSaveLoanSetting();
  const [form, setForm] = useState<SettingForm>({ fee: '', admin: '', periode: '', creditlimit: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when opened or when the settings arrive
  useEffect(() => {
    if (open && setting.data) setForm(settingForm(setting.data));
    if (open) save.reset();
  }, [open, setting.data]);
  const errors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const close = () => {
    if (!save.isPending) onClose();
  };
  const saved = setting.data ? settingForm(setting.data) : null;
  const dirty = !!saved && (Object.keys(form) as (keyof LoanSetting)[]).some((k) => form[k] !== saved[k]);
  const submit = async () => {
    const pct = Number(form.fee.replace(',', '.'));
    try {
      const res = await save.mutateAsync({
        fee: Number.isFinite(pct) ? Math.round(pct * 10_000) / 1_000_000 : Number.NaN,
        admin: parseWhole(form.admin) ?? Number.NaN,
        periode: parseWhole(form.periode) ?? Number.NaN,
        creditlimit: parseWhole(form.creditlimit) ?? Number.NaN,
      });
      notify.success(res.msg);
      onClose();
    } catch {
      // shown in the dialog
    }
  };
  const field = (name: keyof LoanSetting, adornment: { start?: string; end?: string }, maxLength: number) => (
    <TextField
      label={t(`loanSetting.${name}`)}
      value={form[name]}
      onChange={(e) => {
        const text = MONEY.includes(name) ? groupDigits(e.target.value) : e.target.value.replace(/[^\d.,]/g, '');
        setForm((f) => ({ ...f, [name]: text }));
      }}
      required
      fullWidth
      error={!!errors[name]}
      helperText={messageText(errors[name]) ?? t(`loanSetting.${name}Hint`)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength },
        input: {
          startAdornment: adornment.start ? <InputAdornment position="start">{adornment.start}</InputAdornment> : undefined,
          endAdornment: adornment.end ? <InputAdornment position="end">{adornment.end}</InputAdornment> : undefined,
        },
      }}
    />
  );
  // a failed save with field errors shows them under the fields; any other failure is the dialog's message
  const saveError = save.isError && !(save.error instanceof ApiError && save.error.errors) ? errorMessage(save.error) : null;
  return (
    <FormDialog
      open={open}
      title={t('loanSetting.title')}
      onClose={close}
      onSubmit={submit}
      dirty={dirty}
      busy={save.isPending}
      submitDisabled={!setting.data}
      error={setting.isError ? errorMessage(setting.error) : saveError}
      submitLabel={t('loanSetting.save')}
      maxWidth="xs"
    >
      <Stack spacing={1.5}>
        {field('fee', { end: '%' }, 8)}
        {field('admin', { start: 'Rp' }, 12)}
        {field('periode', { end: t('loanSetting.days') }, 3)}
        {field('creditlimit', { start: 'Rp' }, 15)}
      </Stack>
    </FormDialog>
  );
}

/** Loan applications waiting for a decision: review (every field and the three photos), approve or reject. */
export function LoansTab() {
  const { t } = useTranslation('approvals');
  const tl = useTranslation('loan').t;
  const [reviewing, setReviewing] = useState<AdminLoanRequest | null>(null);
  const [settingOpen, setSettingOpen] = useState(false);
  const bulk = useBulkSelection<AdminLoanRequest>();
  // approving in bulk gives each application the settings' default limit (the review dialog lets one choose)
  const setting = useLoanSettingAdmin();
  const columns: DataTableColumn<AdminLoanRequest>[] = [
    { field: 'createdat', header: t('col.createdat'), render: (r) => nowrap(formatDate(r.createdat)), hideBelow: 'md' },
    {
      field: 'server',
      header: t('col.server'),
      // On a phone the approval progress folds in here, so the applicant and the review button stay in view.
      render: (r) => (
        <>
          {server(r)}
          <Box sx={{ ...whenHidden('sm'), mt: 0.5 }}>
            <ApprovalProgress approval={r.approval} />
          </Box>
        </>
      ),
    },
    {
      field: 'name',
      header: t('col.applicant'),
      render: (r) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>{r.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{r.phone}</Box>
        </Box>
      ),
    },
    {
      field: 'businessname',
      header: t('col.business'),
      render: (r) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>{r.businessname}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {r.jenisusaha} · {r.city.city_name}
          </Box>
        </Box>
      ),
      hideBelow: 'md',
    },
    {
      field: 'businesscapital',
      header: tl('field.businesscapital'),
      align: 'right',
      render: (r) => nowrap(formatRupiah(r.businesscapital)),
      hideBelow: 'md',
    },
    {
      field: 'businessturnover',
      header: tl('field.businessturnover'),
      align: 'right',
      render: (r) => nowrap(formatRupiah(r.businessturnover)),
    },
    { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      render: (r) => (
        <Writable>
          <Button size="small" variant="contained" startIcon={<RateReviewIcon />} onClick={() => setReviewing(r)}>
            {t('loan.review')}
          </Button>
        </Writable>
      ),
    },
  ];
  return (
    <Box>
      <BulkDecisions
        selection={bulk}
        kind="loan"
        label={(r) => `${r.businessname || r.name} · ${r.serverid}`}
        approveIcon={<CheckCircleIcon />}
        reason="required"
        params={{ amount: setting.data ? formatRupiah(setting.data.creditlimit) : '…' }}
      />
      <DataTable<AdminLoanRequest>
        label={t('table.loans')}
        {...LOANS_TABLE}
        {...bulk.table}
        columns={columns}
        rowKey={(r) => r.id}
        searchable={false}
        emptyText={t('empty')}
        actions={
          <Writable>
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setSettingOpen(true)}>
              {t('loanSetting.open')}
            </Button>
          </Writable>
        }
      />
      <LoanReviewDialog request={reviewing} onClose={() => setReviewing(null)} />
      <LoanSettingDialog open={settingOpen} onClose={() => setSettingOpen(false)} />
    </Box>
  );
}
