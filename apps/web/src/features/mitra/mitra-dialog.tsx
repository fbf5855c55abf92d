import { ENGINE_CORE_LABELS, MEMBER_TYPE_LABELS } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useFormDialog } from '../../lib/forms';
import { mitraCreateBody, useSaveMitra } from './api/save-mitra';
import type { Mitra } from './api/types';

interface MitraForm {
  name: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  server_id: string;
  member_type: number;
  engine_core: number;
  status: number;
  /** One address or CIDR range per line (or comma-separated). */
  allowedIps: string;
}
const FIELDS = ['name', 'address', 'contact', 'phone', 'email', 'server_id', 'member_type', 'engine_core', 'status', 'allowedIps'] as const;
const empty: MitraForm = {
  name: '',
  address: '',
  contact: '',
  phone: '',
  email: '',
  server_id: '',
  member_type: 0,
  engine_core: 0,
  status: 1,
  allowedIps: '',
};
const toForm = (m: Mitra): MitraForm => ({
  name: m.name,
  address: m.address,
  contact: m.contact,
  phone: m.phone,
  email: m.email,
  server_id: m.server_id,
  member_type: m.member_type,
  engine_core: m.engine_core,
  status: m.status,
  allowedIps: m.allowedIps.join('\n'),
});

export interface MitraDialogProps {
  open: boolean;
  mitra: Mitra | null;
  onClose: () => void;
  /** After an add: the new server and its engine key (shown once). */
  onCreated: (mitra: Mitra, key: string) => void;
  onSaved: (msg: string) => void;
}

/**
 * Add or edit a partner server: Name, Address, Contact, Phone, Email, ServerID, Member Type, Engine Core, Status,
 * and the addresses its engine key works from.
 * Switching an active server to Non-Aktif asks first: its operators, its app and its engine stop at once.
 */
export function MitraDialog({ open, mitra, onClose, onCreated, onSaved }: MitraDialogProps) {
  const { t } = useTranslation('mitra');
  const save = useSaveMitra();
  const confirm = useConfirm();
  const { form, dialog } = useFormDialog({
    schema: mitraCreateBody,
    open,
    onClose,
    empty,
    item: mitra,
    toForm,
    fields: FIELDS,
    mutation: save,
    onSubmit: async (body) => {
      if (mitra && mitra.status === 1 && body.status === 0) {
        const ok = await confirm({
          title: t('deactivate.title'),
          message: t('deactivate.message', { name: mitra.name, server: mitra.server_id }),
          confirmLabel: t('deactivate.confirm'),
          color: 'error',
        });
        if (!ok) return;
      }
      const res = await save.mutateAsync({ id: mitra?.id, body });
      if (mitra) onSaved(res.msg);
      else onCreated(res.data, (res.data as Mitra & { server_key: string }).server_key);
      onClose();
    },
    failure: (err, { setError }) => {
      if (!(err instanceof ApiError) || (err.status !== 409 && err.status !== 422)) return errorMessage(err);
      // a Server ID already in use (409) and a status the server refuses (422) belong to their fields
      setError(err.status === 409 ? 'server_id' : 'status', { type: 'server', message: err.msg }, { shouldFocus: true });
      return null;
    },
  });
  const { control } = form;

  const options = (labels: Record<number, string>) => [1, 0].map((v) => ({ value: v, label: labels[v] }));
  const statusOptions = useFlagOptions();

  return (
    <FormDialog {...dialog} title={mitra ? t('editTitle') : t('addTitle')} testId="mitra-dialog">
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" label={t('col.name')} required autoFocus fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="server_id"
            label={t('col.serverId')}
            required
            fullWidth
            helperText={t('serverIdHint')}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, spellCheck: false, autoCapitalize: 'characters' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="address" label={t('col.address')} fullWidth multiline minRows={1} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="contact" label={t('col.contact')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="phone" label={t('col.phone')} type="tel" autoComplete="off" fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="email" label={t('col.email')} type="email" required autoComplete="off" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="member_type"
            label={t('col.memberType')}
            options={options(MEMBER_TYPE_LABELS)}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="engine_core"
            label={t('col.engineCore')}
            options={options(ENGINE_CORE_LABELS)}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="status" label={t('col.status')} options={statusOptions} fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="allowedIps"
            label={t('allowedIps')}
            helperText={t('allowedIpsHint')}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
