import { type TokensmsPackage, tokensmsPackageBody } from '@konsol/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { api, errorMessage } from '../../lib/api-client';
import { useDeleteContent, useSaveContent } from '../../lib/content-resource';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';

const PATH = '/admin/tokensms/denom';

interface PackageForm {
  name: string;
  jmltoken: string;
  price: string;
  status: 0 | 1;
}
const empty: PackageForm = { name: '', jmltoken: '', price: '', status: 1 };
const toForm = (p: TokensmsPackage): PackageForm => ({
  name: p.name,
  jmltoken: String(p.jmltoken),
  price: String(p.price),
  status: p.status === 0 ? 0 : 1,
});

/** The SMS token packages on sale (inactive ones too): add, change, withdraw. Orders keep what they were sold. */
export function PackagesCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('platform-settings');
  const packages = useQuery({
    queryKey: ['tokensms', 'packages', 'all'] as const,
    queryFn: async ({ signal }) => (await api.get<TokensmsPackage[]>(PATH, { signal })).data,
  });
  const editor = useEditDialog<TokensmsPackage>();
  const [toRemove, setToRemove] = useState<TokensmsPackage | null>(null);
  const remove = useDeleteContent('tokensms', PATH);
  return (
    <Card data-testid="settings-packages">
      <CardHeader
        title={t('packages.title')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={canEdit && <AddButton onClick={editor.add}>{t('packages.add')}</AddButton>}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        {packages.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : packages.isError ? (
          <Alert severity="error">{errorMessage(packages.error)}</Alert>
        ) : (
          <Table size="small" aria-label={t('packages.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('packages.name')}</TableCell>
                <TableCell align="right">{t('packages.tokens')}</TableCell>
                <TableCell align="right">{t('packages.price')}</TableCell>
                <TableCell>{t('packages.status')}</TableCell>
                {canEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {packages.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell align="right">{formatNumber(p.jmltoken)}</TableCell>
                  <TableCell align="right">{formatRupiah(p.price)}</TableCell>
                  <TableCell>
                    <StatusChip value={p.status} />
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" onClick={() => editor.edit(p)} aria-label={`${t('edit')} ${p.name}`}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        onClick={() => setToRemove(p)}
                        aria-label={`${t('packages.remove')} ${p.name}`}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <PackageDialog open={editor.open} item={editor.item} onClose={editor.close} />
      <DeleteDialog item={toRemove} onDelete={(p) => remove.mutateAsync(p.id)} onClose={() => setToRemove(null)} />
    </Card>
  );
}

function PackageDialog({ open, item, onClose }: { open: boolean; item: TokensmsPackage | null; onClose: () => void }) {
  const { t } = useTranslation('platform-settings');
  const save = useSaveContent<TokensmsPackage, unknown>('tokensms', PATH);
  const statusOptions = useFlagOptions();
  const { form, dialog } = useFormDialog({
    schema: tokensmsPackageBody,
    open,
    onClose,
    empty,
    item,
    toForm,
    fields: ['name', 'jmltoken', 'price', 'status'],
    mutation: save,
    onSubmit: async (body) => {
      await save.mutateAsync({ id: item?.id, body });
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog {...dialog} title={item ? t('packages.editTitle') : t('packages.addTitle')} testId="package-dialog">
      <Stack sx={{ pt: 1 }}>
        <FormTextField control={control} name="name" label={t('packages.name')} required autoFocus fullWidth />
        <FormTextField control={control} name="jmltoken" label={t('packages.tokens')} required fullWidth inputMode="numeric" />
        <FormRupiahField control={control} name="price" label={t('packages.price')} required fullWidth />
        <FormSelectField control={control} name="status" label={t('packages.status')} options={statusOptions} fullWidth />
      </Stack>
    </FormDialog>
  );
}
