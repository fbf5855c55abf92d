import { ENGINE_CORE_LABELS, MEMBER_TYPE_LABELS } from '@konsol/contract';
import AddIcon from '@mui/icons-material/Add';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import { Box, Button, Chip, IconButton, MenuItem, Stack, TextField, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { SecretDialog } from '../../components/secret-dialog';
import { StatusChip } from '../../components/status-chip';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { MITRA_TABLE } from './api/get-mitras';
import { useRotateKey } from './api/rotate-server-key';
import type { Mitra } from './api/types';
import { MitraDialog } from './mitra-dialog';

/**
 * Mitra Server (administrator): the partner servers (tenants). Search, add, refresh, edit, status filter; the engine
 * key is shown once after an add or a rotation.
 */
export default function MitraPage() {
  const { t } = useTranslation('mitra');
  const confirm = useConfirm();
  const rotate = useRotateKey();
  const theme = useTheme();
  const [dialog, setDialog] = useState<{ mitra: Mitra | null } | null>(null);
  const [issued, setIssued] = useState<{ name: string; serverId: string; key: string } | null>(null);

  const rotateKey = async (m: Mitra) => {
    const ok = await confirm({
      title: t('rotate.title'),
      message: t('rotate.message', { name: m.name, server: m.server_id }),
      confirmLabel: t('rotate.confirm'),
      color: 'warning',
    });
    if (!ok) return;
    try {
      const res = await rotate.mutateAsync(m.id);
      setIssued({ name: m.name, serverId: m.server_id, key: res.data.server_key });
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };

  // All ten columns need a wide screen; below 1600 px the address goes under the name and phone and e-mail under
  // the contact, so status and actions stay in view beside the drawer.
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const muted = (text: string) => (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
  const email = (m: Mitra) => {
    const [user, domain] = m.email.split('@');
    return (
      <>
        {user}@<wbr />
        {domain}
      </>
    );
  };

  const nameColumn: DataTableColumn<Mitra> = {
    field: 'name',
    header: t('col.name'),
    sortable: true,
    render: (m) => (
      <Box sx={{ minWidth: 140, maxWidth: 240 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {m.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {m.server_id}
        </Typography>
        {!wide && m.address && muted(m.address)}
      </Box>
    ),
  };
  const detailColumns: DataTableColumn<Mitra>[] = wide
    ? [
        { field: 'address', header: t('col.address'), render: (m) => <Box sx={{ minWidth: 160, maxWidth: 240 }}>{m.address || '–'}</Box> },
        { field: 'contact', header: t('col.contact'), render: (m) => m.contact || '–' },
        { field: 'phone', header: t('col.phone'), render: (m) => <Box sx={{ whiteSpace: 'nowrap' }}>{m.phone || '–'}</Box> },
        { field: 'email', header: t('col.email'), sortable: true, render: email },
      ]
    : [
        {
          field: 'contact',
          header: `${t('col.contact')} · ${t('col.phone')} · ${t('col.email')}`,
          hideBelow: 'sm',
          render: (m) => (
            <Box sx={{ minWidth: 150, maxWidth: 220 }}>
              <Typography variant="body2">{m.contact || '–'}</Typography>
              {m.phone && muted(m.phone)}
              <Typography variant="caption" color="text.secondary" component="div">
                {email(m)}
              </Typography>
            </Box>
          ),
        },
      ];

  const columns: DataTableColumn<Mitra>[] = [
    nameColumn,
    ...detailColumns,
    {
      field: 'member_type',
      header: t('col.memberType'),
      sortable: true,
      hideBelow: 'sm',
      render: (m) => (
        <Chip
          size="small"
          variant="outlined"
          color={m.member_type === 1 ? 'primary' : 'default'}
          label={MEMBER_TYPE_LABELS[m.member_type as 0 | 1] ?? m.member_type}
        />
      ),
    },
    {
      field: 'engine_core',
      header: t('col.engineCore'),
      sortable: true,
      hideBelow: 'sm',
      render: (m) => ENGINE_CORE_LABELS[m.engine_core as 0 | 1] ?? m.engine_core,
    },
    {
      field: 'status',
      header: t('col.status'),
      sortable: true,
      render: (m) => <StatusChip value={m.status} />,
    },
    {
      field: 'updated_at',
      header: t('col.updatedAt'),
      sortable: true,
      hideBelow: 'md',
      render: (m) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(m.updated_at, 'day')}
          {muted(formatDate(m.updated_at, 'time'))}
        </Box>
      ),
    },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      align: 'right',
      render: (m) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Writable>
            <Tooltip title={t('rotate.button')}>
              <IconButton size="small" color="warning" aria-label={`${t('rotate.button')} ${m.name}`} onClick={() => void rotateKey(m)}>
                <VpnKeyOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Writable>
          <RowActions name={m.name} onEdit={() => setDialog({ mitra: m })} />
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable<Mitra>
        label={t('tableLabel')}
        {...MITRA_TABLE}
        rowKey={(m) => m.id}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        renderFilters={(filters, setFilter) => (
          <TextField
            select
            size="small"
            label={t('col.status')}
            value={filters.status ?? ''}
            onChange={(e) => setFilter('status', e.target.value || undefined)}
            sx={{ minWidth: 150 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filterAll')}</MenuItem>
            <MenuItem value="1">{t('common:status.on')}</MenuItem>
            <MenuItem value="0">{t('common:status.off')}</MenuItem>
          </TextField>
        )}
        actions={
          <Writable>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mitra: null })}>
              {t('add')}
            </Button>
          </Writable>
        }
        columns={columns}
      />
      <MitraDialog
        open={!!dialog}
        mitra={dialog?.mitra ?? null}
        onClose={() => setDialog(null)}
        onCreated={(m, key) => {
          notify.success(t('created', { name: m.name }));
          setIssued({ name: m.name, serverId: m.server_id, key });
        }}
        onSaved={(msg) => notify.success(msg)}
      />
      <SecretDialog
        secret={issued?.key ?? null}
        title={t('key.title')}
        intro={
          <>
            {t('key.for')} <strong>{issued?.name}</strong> ({issued?.serverId})
          </>
        }
        warning={t('key.warning')}
        label={t('key.label')}
        hint={t('key.header')}
        onClose={() => setIssued(null)}
        testId="server-key-dialog"
        fieldTestId="server-key"
      />
    </>
  );
}
