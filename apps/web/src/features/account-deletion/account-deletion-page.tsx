import type { DeletionRequest } from '@konsol/contract';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, whenHidden } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { Writable } from '../../components/writable';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { useApproveDeletion } from './api/approve-deletion';
import { DELETION_TABLE } from './api/get-deletion-requests';

const STATUS_LABELS = { 1: 'Ok', 0: 'Pending' } as const;

/** The reseller's name, or a note that it was removed by an approved deletion. */
function ResellerName({ r }: { r: DeletionRequest }) {
  const { t } = useTranslation('account-deletion');
  return r.name_reseller ? (
    r.name_reseller
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', fontSize: 'inherit' }}>
      {t('nameRemoved')}
    </Typography>
  );
}

/**
 * Delete Account (`/deleteakun`): the app's account-deletion requests of the operator's server, newest first.
 * Approving a pending request removes the reseller's personal data; the list and the drawer count reload.
 */
export default function AccountDeletionPage() {
  const { t } = useTranslation('account-deletion');
  const [approving, setApproving] = useState<DeletionRequest | null>(null);
  const approve = useApproveDeletion();

  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={<HowToRegOutlinedIcon />} data-testid="deletion-note">
        {t('note')}
      </Alert>
      <DataTable<DeletionRequest>
        label={t('tableLabel')}
        {...DELETION_TABLE}
        rowKey={(r) => r.id}
        searchable={false}
        emptyText={t('empty')}
        renderFilters={(filters, setFilter) => (
          <TextField
            select
            size="small"
            label={t('filterStatus')}
            value={filters.status ?? ''}
            onChange={(e) => setFilter('status', e.target.value || undefined)}
            fullWidth={false}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filterAll')}</MenuItem>
            <MenuItem value="0">{STATUS_LABELS[0]}</MenuItem>
            <MenuItem value="1">{STATUS_LABELS[1]}</MenuItem>
          </TextField>
        )}
        columns={[
          {
            field: 'id_reseller',
            header: t('col.serverId'),
            render: (r) => (
              <>
                <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {r.id_reseller}
                </Box>
                {/* The name under the Server ID while its own column is hidden (phones). */}
                <Box sx={{ ...whenHidden('sm'), color: 'text.secondary', fontSize: 13 }}>
                  <ResellerName r={r} />
                </Box>
              </>
            ),
          },
          {
            field: 'name_reseller',
            header: t('col.name'),
            hideBelow: 'sm',
            render: (r) => <ResellerName r={r} />,
          },
          {
            field: 'uuid',
            header: t('col.uuid'),
            hideBelow: 'md',
            render: (r) => (
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
                {r.uuid}
              </Box>
            ),
          },
          {
            field: 'createdat',
            header: t('col.createdat'),
            hideBelow: 'sm',
            render: (r) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(r.createdat, 'day')}
              </Box>
            ),
          },
          {
            field: 'status',
            header: t('col.status'),
            render: (r) => <StatusChip value={r.status} labels={STATUS_LABELS} colors={{ 0: 'warning' }} />,
          },
          {
            field: 'action',
            pinned: true,
            header: t('col.action'),
            align: 'right',
            render: (r) =>
              r.status === 1 ? null : (
                <Writable>
                  <Button
                    size="small"
                    variant="contained"
                    color="success"
                    onClick={() => setApproving(r)}
                    aria-label={t('approveRow', { kode: r.id_reseller })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('approve')}
                  </Button>
                </Writable>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={!!approving}
        message={t('msg:deletionConfirmApprove')}
        color="error"
        confirmLabel={t('approve')}
        onConfirm={async () => {
          const res = await approve.mutateAsync(approving!);
          notify.success(res.msg);
        }}
        onClose={() => setApproving(null)}
      />
    </Stack>
  );
}
