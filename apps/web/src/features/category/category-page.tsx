import type { Category } from '@konsol/contract';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { useDeleteCategory } from './api/delete-category';
import { CATEGORY_TABLE } from './api/get-categories';
import { CategoryDialog } from './category-dialog';

/** The Detail dialog: the category's menus (listMenu). */
function CategoryDetail({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const { t } = useTranslation('category');
  const titleId = useId();
  return (
    <Dialog open={!!category} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="category-detail">
      <DialogTitle id={titleId}>{t('detailTitle', { title: category?.title ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <StatusChip value={category?.status} />
          <Chip size="small" variant="outlined" label={`${t('sort')}: ${category?.sort ?? ''}`} />
          <Chip
            size="small"
            variant="outlined"
            label={`${t('showHome')}: ${category?.showHome === 1 ? t('common:yes') : t('common:no')}`}
          />
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('menus')} ({category?.listMenu.length ?? 0})
        </Typography>
        <List dense aria-label={t('menus')}>
          {category?.listMenu.map((m, i) => (
            <ListItem key={m.id} divider={i < category.listMenu.length - 1}>
              <ListItemText primary={m.label} secondary={`ID ${m.id}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Kategori: server-paged categories (sort asc), add/edit with the menu multi-select, Detail, delete, refresh. */
export default function CategoryPage() {
  const { t } = useTranslation('category');
  const editor = useEditDialog<Category>();
  const [detail, setDetail] = useState<Category | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const remove = useDeleteCategory();

  return (
    <ContentWithPreview>
      <DataTable<Category>
        label={t('tableLabel')}
        {...CATEGORY_TABLE}
        rowKey={(c) => c.id}
        searchPlaceholder={t('searchPlaceholder')}
        actions={<AddButton onClick={editor.add}>{t('add')}</AddButton>}
        columns={[
          { field: 'sort', header: t('sort'), sortable: true, width: 72, hideBelow: 'sm' },
          {
            field: 'title',
            header: t('title'),
            sortable: true,
            render: (c) => (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {c.title}
              </Typography>
            ),
          },
          {
            field: 'menus',
            header: t('menus'),
            hideBelow: 'sm',
            render: (c) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 340 }}>
                {c.listMenu.slice(0, 4).map((m) => (
                  <Chip key={m.id} label={m.label} size="small" variant="outlined" />
                ))}
                {c.listMenu.length > 4 && <Chip label={`+${c.listMenu.length - 4}`} size="small" />}
              </Box>
            ),
          },
          {
            field: 'showHome',
            header: t('showHome'),
            sortable: true,
            hideBelow: 'md',
            render: (c) => (
              <StatusChip
                value={c.showHome}
                labels={{ 1: t('common:yes'), 0: t('common:no') }}
                colors={{ 0: 'default' }}
                variant="outlined"
              />
            ),
          },
          { field: 'status', header: t('status'), sortable: true, render: (c) => <StatusChip value={c.status} /> },
          {
            field: 'updated_at',
            header: t('updatedAt'),
            sortable: true,
            hideBelow: 'md',
            render: (c) => formatDate(c.updated_at, 'timestamp'),
          },
          rowActionsColumn<Category>(t('content:action'), (c) => ({
            name: c.title,
            viewLabel: t('detail'),
            onView: () => setDetail(c),
            onEdit: () => editor.edit(c),
            onDelete: () => setToDelete(c),
          })),
        ]}
      />
      <CategoryDialog open={editor.open} category={editor.item} onClose={editor.close} />
      <CategoryDetail category={detail} onClose={() => setDetail(null)} />
      <DeleteDialog item={toDelete} onDelete={(c) => remove.mutateAsync(c.id)} onClose={() => setToDelete(null)} />
    </ContentWithPreview>
  );
}
