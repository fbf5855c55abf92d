import { type TopupRow, topupStatus } from '@konsol/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChannelLogo } from '../../assets/channels/channel-logo';
import { DataTable, type DataTableColumn, type TableParams, whenHidden } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { formatDate, formatRupiah } from '../../lib/format';
import { getPage } from '../../lib/list-query';

/** `GET /api/backoffice/console/topupchannel`: resellers' top-ups, newest first, search and paging. */
const getTopups = (p: TableParams, signal?: AbortSignal) => getPage<TopupRow>('/backoffice/console/topupchannel', p, signal);

/** Top-up channel: id, ReffId, channel (with its logo), Amount, Status, Created At. */
export default function TopupPage() {
  const { t } = useTranslation('topup');
  const columns: DataTableColumn<TopupRow>[] = [
    { field: 'id', header: t('col.id'), sortable: true, hideBelow: 'sm' },
    {
      field: 'reff',
      header: t('col.reff'),
      render: (r) => (
        <>
          {r.reff}
          {/* the time under the reference while its column is hidden (phones) */}
          <Typography variant="caption" color="text.secondary" sx={whenHidden('sm')}>
            {formatDate(r.waktu)}
          </Typography>
        </>
      ),
    },
    {
      field: 'channelname',
      header: t('col.channelname'),
      render: (r) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <ChannelLogo channel={r.channelname} />
          <span>{r.channelname}</span>
        </Box>
      ),
    },
    {
      field: 'amount',
      header: t('col.amount'),
      align: 'right',
      sortable: true,
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatRupiah(r.amount)}
        </Box>
      ),
    },
    {
      field: 'status',
      header: t('col.status'),
      render: (r) => {
        const label = topupStatus(r.status).label;
        return (
          <StatusChip
            value={label}
            labels={{ Sukses: t('status.sukses'), Gagal: t('status.gagal'), Pending: t('status.pending') }}
            colors={{ Sukses: 'success', Gagal: 'error', Pending: 'warning' }}
          />
        );
      },
    },
    {
      field: 'waktu',
      header: t('col.waktu'),
      sortable: true,
      hideBelow: 'sm',
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.waktu)}
        </Box>
      ),
    },
  ];
  return (
    <DataTable<TopupRow>
      label={t('title')}
      queryKey={['topup', 'list']}
      fetcher={getTopups}
      columns={columns}
      rowKey={(r) => r.id}
      searchPlaceholder={t('searchHint')}
    />
  );
}
