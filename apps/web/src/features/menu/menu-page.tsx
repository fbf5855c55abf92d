import { MENU_TYPES, type Menu, menuTypeLabel } from '@konsol/contract';
import { Avatar, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, OneLine } from '../../components/data-table';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { useDeleteMenu } from './api/delete-menu';
import { MENU_TABLE } from './api/get-menus';
import { MenuDialog } from './menu-dialog';

/** Menu Applikasi: server-paged menus (sort by id), search, type and status filters, add/edit dialog, delete. */
export default function MenuPage() {
  const { t } = useTranslation('menu');
  const editor = useEditDialog<Menu>();
  const [toDelete, setToDelete] = useState<Menu | null>(null);
  const remove = useDeleteMenu();

  return (
    <ContentWithPreview>
      <DataTable<Menu>
        label={t('tableLabel')}
        {...MENU_TABLE}
        rowKey={(m) => m.id}
        searchPlaceholder={t('searchPlaceholder')}
        renderFilters={(filters, setFilter) => (
          <>
            <TextField
              select
              size="small"
              label={t('filterType')}
              value={filters.type ?? ''}
              onChange={(e) => setFilter('type', e.target.value || undefined)}
              sx={{ minWidth: 200, width: 'auto' }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('content:all')}</MenuItem>
              {MENU_TYPES.map((o) => (
                <MenuItem key={o.code} value={String(o.code)}>
                  {`${o.code} - ${o.label}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('filterStatus')}
              value={filters.status ?? ''}
              onChange={(e) => setFilter('status', e.target.value || undefined)}
              sx={{ minWidth: 140, width: 'auto' }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('content:all')}</MenuItem>
              <MenuItem value="1">{t('common:status.on')}</MenuItem>
              <MenuItem value="0">{t('common:status.off')}</MenuItem>
            </TextField>
          </>
        )}
        actions={<AddButton onClick={editor.add}>{t('add')}</AddButton>}
        columns={[
          { field: 'id', header: 'ID', sortable: true, width: 64, hideBelow: 'sm' },
          {
            field: 'image',
            header: t('icon'),
            width: 64,
            hideBelow: 'sm',
            render: (m) => (
              <Avatar
                src={m.image || undefined}
                alt=""
                variant="rounded"
                sx={{ width: 36, height: 36, bgcolor: 'grey.200', color: 'text.secondary', fontSize: 14 }}
              >
                {m.label.slice(0, 1).toUpperCase()}
              </Avatar>
            ),
          },
          {
            field: 'label',
            header: t('label'),
            sortable: true,
            render: (m) => (
              <Box sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {m.label}
                </Typography>
                {m.description && (
                  <OneLine variant="caption" color="text.secondary" title={m.description}>
                    {m.description}
                  </OneLine>
                )}
              </Box>
            ),
          },
          {
            field: 'type',
            header: t('type'),
            sortable: true,
            hideBelow: 'sm',
            render: (m) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{menuTypeLabel(m.type)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[`${t('typeCode')} ${m.type}`, m.kodeproduk].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            ),
          },
          {
            field: 'showhome',
            header: t('showhome'),
            sortable: true,
            hideBelow: 'md',
            render: (m) => (
              <StatusChip
                value={m.showhome}
                labels={{ 1: t('common:yes'), 0: t('common:no') }}
                colors={{ 0: 'default' }}
                variant="outlined"
              />
            ),
          },
          { field: 'order', header: t('order'), sortable: true, align: 'right', width: 72, hideBelow: 'sm' },
          { field: 'status', header: t('status'), sortable: true, render: (m) => <StatusChip value={m.status} /> },
          rowActionsColumn<Menu>(t('content:action'), (m) => ({
            name: m.label,
            onEdit: () => editor.edit(m),
            onDelete: () => setToDelete(m),
          })),
        ]}
      />
      <MenuDialog open={editor.open} menu={editor.item} onClose={editor.close} />
      <DeleteDialog item={toDelete} onDelete={(m) => remove.mutateAsync(m.id)} onClose={() => setToDelete(null)} />
    </ContentWithPreview>
  );
}
