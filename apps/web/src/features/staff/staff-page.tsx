import { ROLE_NAMES, type StaffRow } from '@konsol/contract';
import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, whenHidden } from '../../components/data-table';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { useMe } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { wordsOf } from '../../lib/i18n';
import { STAFF_TABLE } from './api/get-staff';
import { useRemoveStaff } from './api/remove-staff';
import { PolicySwitch } from './policy-switch';
import { StaffDialog } from './staff-dialog';

/**
 * Staff (/staff, owners): the team's sign-in policy (two-factor for everyone), and the people of the server with
 * their role, status, two-factor and last sign-in; invite someone, change a role, disable or remove a member (their
 * sessions end at once).
 */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const { data: me } = useMe();
  const editor = useEditDialog<StaffRow>();
  const [toRemove, setToRemove] = useState<StaffRow | null>(null);
  const remove = useRemoveStaff();

  return (
    <>
      <PolicySwitch />
      <DataTable<StaffRow>
        label={t('tableLabel')}
        {...STAFF_TABLE}
        rowKey={(s) => s.id}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        actions={<AddButton onClick={editor.add}>{t('invite')}</AddButton>}
        columns={[
          {
            field: 'name',
            header: t('name'),
            render: (s) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.name}
                  {s.email === me?.email ? ` (${t('you')})` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={whenHidden('md', 'block')}>
                  {s.email}
                </Typography>
              </>
            ),
          },
          { field: 'email', header: t('email'), hideBelow: 'md' },
          { field: 'role', header: t('role'), render: (s) => <Chip size="small" variant="outlined" label={wordsOf(ROLE_NAMES[s.role])} /> },
          {
            field: 'status',
            header: t('status'),
            render: (s) => (
              <StatusChip
                value={s.status}
                labels={{ 1: t('statusLabel.1'), 0: t('statusLabel.0'), 2: t('statusLabel.2') }}
                colors={{ 2: 'warning' }}
              />
            ),
          },
          {
            field: 'twofactor',
            header: t('twofactor'),
            hideBelow: 'sm',
            render: (s) =>
              s.twofactor ? (
                <Chip size="small" color="success" label={t('on')} />
              ) : (
                <Chip size="small" variant="outlined" label={t('off')} />
              ),
          },
          {
            field: 'lastLoginAt',
            header: t('lastLogin'),
            hideBelow: 'md',
            render: (s) => (s.lastLoginAt ? formatDate(s.lastLoginAt) : '—'),
          },
          rowActionsColumn<StaffRow>(t('action'), (s) => ({
            name: s.email,
            onEdit: () => editor.edit(s),
            onDelete: () => setToRemove(s),
          })),
        ]}
      />
      <StaffDialog open={editor.open} item={editor.item} onClose={editor.close} />
      <DeleteDialog
        item={toRemove}
        title={t('removeTitle')}
        message={toRemove ? t('removeMessage', { name: toRemove.name, email: toRemove.email }) : ''}
        confirmLabel={t('remove')}
        onDelete={(s) => remove.mutateAsync(s.id)}
        onClose={() => setToRemove(null)}
      />
    </>
  );
}
