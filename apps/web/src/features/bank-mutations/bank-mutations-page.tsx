import LinkIcon from '@mui/icons-material/Link';
import NotInterestedIcon from '@mui/icons-material/NotInterested';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Paper, Stack, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { Writable } from '../../components/writable';
import { formatDate, formatRupiah } from '../../lib/format';
import { useUrlTab } from '../../lib/url-tab';
import { useWriteAccess } from '../../lib/write-access';
import { BANK_MUTATION_TABLES, BANK_MUTATION_TABS, type BankMutationTab } from './api/get-bank-mutations';
import type { BankMutationRow, BankMutationStatus } from './api/types';
import { AssignDialog } from './assign-dialog';
import { IgnoreDialog } from './ignore-dialog';
import { ImportDialog } from './import-dialog';
import { lineDay, TypeChip } from './line-parts';
import { ReconciliationPanel } from './reconciliation-panel';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** One tab's table: the columns every status shows, those of its own status, and an unmatched line's two decisions. */
function MutationsTable({
  status,
  onAssign,
  onIgnore,
  actions,
}: {
  status: BankMutationStatus;
  onAssign: (row: BankMutationRow) => void;
  onIgnore: (row: BankMutationRow) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation('bank-mutations');
  const writable = useWriteAccess();
  const decidedBy: DataTableColumn<BankMutationRow> = {
    field: 'decidedBy',
    header: t('col.decidedBy'),
    hideBelow: 'md',
    render: (r) => r.decidedBy ?? <Box sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{t('automatic')}</Box>,
  };
  const columns: DataTableColumn<BankMutationRow>[] = [
    { field: 'date', header: t('col.date'), hideBelow: 'sm', render: (r) => <Box sx={nowrap}>{lineDay(r.date)}</Box> },
    {
      field: 'account',
      header: t('col.account'),
      hideBelow: 'sm',
      render: (r) => <Box sx={{ ...nowrap, fontFamily: 'monospace' }}>{r.account}</Box>,
    },
    {
      field: 'description',
      header: t('col.description'),
      // On a phone the day and the account fold in under the description, so the amount and the decisions stay in view.
      render: (r) => (
        <Box sx={{ minWidth: { xs: 110, sm: 200 }, wordBreak: 'break-word' }}>
          {r.description || '—'}
          <Box sx={{ ...whenHidden('sm'), color: 'text.secondary', fontSize: 13 }}>
            <div>
              {lineDay(r.date)} · {r.account}
            </div>
            {status === 'matched' && r.matchedRef && <div>{t('folded.matchedRef', { ref: r.matchedRef })}</div>}
            {status === 'ignored' && r.reason && <div>{t('folded.reason', { reason: r.reason })}</div>}
          </Box>
        </Box>
      ),
    },
    {
      field: 'amount',
      header: t('col.amount'),
      align: 'right',
      render: (r) => (
        <Box sx={{ ...nowrap, fontWeight: 600, color: r.type === 'CR' ? 'success.dark' : undefined }}>
          {formatRupiah(r.amount)}
          <Box sx={{ ...whenHidden('sm'), mt: 0.5 }}>
            <TypeChip type={r.type} />
          </Box>
        </Box>
      ),
    },
    { field: 'type', header: t('col.type'), hideBelow: 'sm', render: (r) => <TypeChip type={r.type} /> },
  ];
  if (status === 'matched')
    columns.push(
      {
        field: 'matchedRef',
        header: t('col.matchedRef'),
        hideBelow: 'sm',
        render: (r) => <Box sx={{ ...nowrap, fontFamily: 'monospace' }}>{r.matchedRef ?? '—'}</Box>,
      },
      decidedBy,
    );
  if (status === 'ignored')
    columns.push(
      { field: 'reason', header: t('col.reason'), hideBelow: 'sm', render: (r) => <Box sx={{ minWidth: 120 }}>{r.reason ?? '—'}</Box> },
      decidedBy,
    );
  columns.push({
    field: 'createdAt',
    header: t('col.createdAt'),
    hideBelow: 'lg',
    render: (r) => <Box sx={nowrap}>{formatDate(r.createdAt)}</Box>,
  });
  // A reading role sees the queue, not the buttons that move money.
  if (status === 'unmatched' && writable)
    columns.push({
      field: 'action',
      header: t('col.action'),
      pinned: true,
      render: (r) => (
        // One above the other on a phone: side by side they would push the row past the screen.
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          {r.type === 'CR' && (
            <Button
              size="small"
              variant="contained"
              startIcon={<LinkIcon />}
              onClick={() => onAssign(r)}
              aria-label={t('assign.rowLabel', { amount: formatRupiah(r.amount), date: lineDay(r.date) })}
            >
              {t('assign.button')}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={<NotInterestedIcon />}
            onClick={() => onIgnore(r)}
            aria-label={t('ignore.rowLabel', { amount: formatRupiah(r.amount), date: lineDay(r.date) })}
          >
            {t('ignore.button')}
          </Button>
        </Stack>
      ),
    });
  return (
    <DataTable<BankMutationRow>
      label={t(`tableLabel.${status}`)}
      {...BANK_MUTATION_TABLES[status]}
      columns={columns}
      rowKey={(r) => r.id}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t(`empty.${status}`)}
      actions={actions}
    />
  );
}

/**
 * Mutasi rekening (administrator): the company accounts' statement lines by status: the unmatched queue (assign a
 * line to a waiting token order, or ignore it with a reason), the matched lines and what they paid, the ignored ones
 * and why; one WIB day's reconciliation of money in; statement files imported with their column mapping
 * (docs/payments.md).
 */
export default function BankMutationsPage() {
  const { t } = useTranslation('bank-mutations');
  const [tab, setTab] = useUrlTab(BANK_MUTATION_TABS);
  const tabsId = useId();
  const [importOpen, setImportOpen] = useState(false);
  const [assigning, setAssigning] = useState<BankMutationRow | null>(null);
  const [ignoring, setIgnoring] = useState<BankMutationRow | null>(null);
  const importButton = (
    <Writable>
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImportOpen(true)}>
        {t('import.button')}
      </Button>
    </Writable>
  );

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, v: BankMutationTab) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('tabsLabel')}
          sx={{ px: 1 }}
        >
          {BANK_MUTATION_TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tab.${name}`)} id={`${tabsId}-${name}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Paper>

      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'reconciliation' ? (
          <ReconciliationPanel actions={importButton} />
        ) : (
          <MutationsTable key={tab} status={tab} onAssign={setAssigning} onIgnore={setIgnoring} actions={importButton} />
        )}
      </Box>

      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <AssignDialog line={assigning} onClose={() => setAssigning(null)} />
      <IgnoreDialog line={ignoring} onClose={() => setIgnoring(null)} />
    </Stack>
  );
}
