import { Box, Grid, InputAdornment } from '@mui/material';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { kasproApplicationBody, useCreateApplication } from './api/create-application';
import type { KasproApplicationBody } from './api/types';

interface AppForm {
  appname: string;
  version: string;
  primary_color: string;
  primary_color_dark: string;
}
const FIELDS = ['appname', 'version', 'primary_color', 'primary_color_dark'] as const;
/** The spec's defaults: version 1.0, #3F51B5 and #3949AB. */
const DEFAULTS: AppForm = { appname: '', version: '1.0', primary_color: '#3F51B5', primary_color_dark: '#3949AB' };
const HEX = /^#[0-9a-f]{6}$/i;

/** A hex colour typed as text, with the browser's colour picker beside it. */
function ColorInput({
  control,
  name,
  label,
  onPick,
}: {
  control: Control<AppForm, unknown, KasproApplicationBody>;
  name: 'primary_color' | 'primary_color_dark';
  label: string;
  onPick: (hex: string) => void;
}) {
  const { t } = useTranslation('kaspro');
  const value = useWatch({ control, name });
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('app.pick', { label })}
                value={HEX.test(value) ? value.toLowerCase() : '#ffffff'}
                onChange={(e) => onPick(e.target.value.toUpperCase())}
                sx={{
                  width: 32,
                  height: 28,
                  p: 0,
                  border: '1px solid rgba(0,0,0,.23)',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * Add application (App Name, Version 1.0, Primary Color #3F51B5, Primary Color Dark #3949AB): registers a Kaspro
 * white-label application (docs/decisions/platform.md).
 */
export function ApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('kaspro');
  const create = useCreateApplication();
  const { form, dialog } = useFormDialog({
    schema: kasproApplicationBody,
    open,
    onClose,
    empty: DEFAULTS,
    fields: FIELDS,
    mutation: create,
    onSubmit: async (body) => {
      const res = await create.mutateAsync(body);
      notify.success(res.msg);
      onClose();
    },
  });
  const { control, setValue } = form;

  return (
    <FormDialog {...dialog} title={t('app.title')} testId="application-dialog">
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="appname" label={t('app.appname')} required autoFocus fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="version" label={t('app.version')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColorInput
            control={control}
            name="primary_color"
            label={t('app.primaryColor')}
            onPick={(hex) => setValue('primary_color', hex, { shouldValidate: true, shouldDirty: true })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColorInput
            control={control}
            name="primary_color_dark"
            label={t('app.primaryColorDark')}
            onPick={(hex) => setValue('primary_color_dark', hex, { shouldValidate: true, shouldDirty: true })}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
