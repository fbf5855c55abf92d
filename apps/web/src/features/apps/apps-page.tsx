import { type AppSettings, type AppSettingsBody, REGMETHOD_LABELS, REGONLINE_LABELS } from '@konsol/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import SaveIcon from '@mui/icons-material/Save';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Divider,
  Grid,
  IconButton,
  InputAdornment,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { appsQueryOptions } from '../../lib/backoffice-apps';
import { notify } from '../../lib/events';
import { copyText } from '../../lib/files';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
import { useSingleSubmit } from '../../lib/single-submit';
import { useUrlTab } from '../../lib/url-tab';
import { appSettingsBody, useSaveAppSettings } from './api/save-app-settings';
import { ColorField } from './color-field';

interface SettingsForm {
  logo: string;
  appname: string;
  appcode: string;
  tagline: string;
  regonline: number;
  regmethod: number;
  zopimkey: string;
  apiurl: string;
  appkey: string;
  primary_color: string;
  primary_color_dark: string;
}
const FIELDS = Object.keys({
  logo: 0,
  appname: 0,
  appcode: 0,
  tagline: 0,
  regonline: 0,
  regmethod: 0,
  zopimkey: 0,
  apiurl: 0,
  appkey: 0,
  primary_color: 0,
  primary_color_dark: 0,
} satisfies Record<keyof SettingsForm, 0>) as (keyof SettingsForm)[];

const toForm = (a: AppSettings): SettingsForm => ({
  logo: a.logo,
  appname: a.appname,
  appcode: a.appcode,
  tagline: a.tagline,
  regonline: a.regonline,
  regmethod: a.regmethod,
  zopimkey: a.zopimkey,
  apiurl: a.apiurl,
  appkey: a.appkey,
  primary_color: a.primary_color,
  primary_color_dark: a.primary_color_dark,
});

const regonlineOptions = [1, 0].map((v) => ({ value: v, label: REGONLINE_LABELS[v as 0 | 1] }));
const regmethodOptions = [0, 1].map((v) => ({ value: v, label: REGMETHOD_LABELS[v as 0 | 1] }));

function GeneralTab({ app }: { app: AppSettings }) {
  const { t } = useTranslation('apps');
  const save = useSaveAppSettings();
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<SettingsForm, unknown, AppSettingsBody>({
    resolver: schemaResolver<SettingsForm, typeof appSettingsBody>(appSettingsBody),
    defaultValues: toForm(app),
  });
  // A save (or another tab's change) brings new settings: the form follows unless the operator is editing.
  useEffect(() => {
    if (!formState.isDirty) reset(toForm(app));
  }, [app, reset, formState.isDirty]);

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const res = await save.mutateAsync(body);
      reset(toForm(res.data));
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS, { api_url: 'apiurl', primarycolordark: 'primary_color_dark' }))
        setFormError(errorMessage(err));
    }
  });

  const onSubmit = useSingleSubmit(submit);
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
        <FormImageUpload
          control={control}
          name="logo"
          label={t('logo')}
          purpose="logo"
          shape="circle"
          onUploadingChange={setUploading}
          helperText={t('logoHint')}
        />
      </Stack>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="appname" label={t('appname')} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="appcode" label={t('appcode')} required helperText={t('appcodeHint')} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="tagline" label={t('tagline')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField control={control} name="regonline" label={t('regonline')} options={regonlineOptions} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField control={control} name="regmethod" label={t('regmethod')} options={regmethodOptions} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="zopimkey" label={t('zopimkey')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="apiurl" label={t('apiurl')} required type="url" placeholder="https://" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="appkey" label={t('appkey')} required slotProps={{ htmlInput: { spellCheck: false } }} />
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('colours')}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ColorField control={control} name="primary_color" label={t('primaryColor')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ColorField control={control} name="primary_color_dark" label={t('primaryColorDark')} />
        </Grid>
      </Grid>
      <Writable>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button color="inherit" onClick={() => reset(toForm(app))} disabled={save.isPending || !formState.isDirty}>
            {t('reset')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || uploading}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
          >
            {t('save')}
          </Button>
        </Stack>
      </Writable>
    </Box>
  );
}

function ApiKeyTab({ app }: { app: AppSettings }) {
  const { t } = useTranslation('apps');
  const copy = async () => ((await copyText(app.serverkey)) ? notify.success(t('common:copied')) : notify.error(t('copyFailed')));
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('serverkeyHint')}
      </Typography>
      <TextField
        label={t('serverkey')}
        value={app.serverkey}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'serverkey' },
          input: {
            sx: { fontFamily: 'monospace' },
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('common:copy')}>
                  <IconButton onClick={() => void copy()} aria-label={t('copyServerkey')} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

const SETTINGS_TABS = ['general', 'apikey'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Applikasi: the General tab (logo, names, registration, keys, colours; Simpan) and the read-only API Key tab. */
export default function AppsPage() {
  const { t } = useTranslation('apps');
  const apps = useQuery(appsQueryOptions());
  const [tab, setTab] = useUrlTab(SETTINGS_TABS);
  const id = useId();

  return (
    <ContentWithPreview>
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, v: SettingsTab) => setTab(v)}
          aria-label={t('tabs')}
          sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="general"
            label={t('general')}
            icon={<TuneIcon />}
            iconPosition="start"
            id={`${id}-general`}
            aria-controls={`${id}-general-panel`}
          />
          <Tab
            value="apikey"
            label={t('apikeyTab')}
            icon={<KeyIcon />}
            iconPosition="start"
            id={`${id}-apikey`}
            aria-controls={`${id}-apikey-panel`}
          />
        </Tabs>
        <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
          {apps.isError ? (
            <Alert severity="error" sx={{ m: 3 }}>
              {errorMessage(apps.error)}
            </Alert>
          ) : !apps.data ? (
            <Stack spacing={2} sx={{ p: 3 }}>
              <Skeleton variant="circular" width={112} height={112} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : tab === 'general' ? (
            <GeneralTab app={apps.data} />
          ) : (
            <ApiKeyTab app={apps.data} />
          )}
        </Box>
      </Card>
    </ContentWithPreview>
  );
}
