import { LOAN_TEXT_FIELDS, type LoanRequestBody, type LoanTextField, loanRequestBody } from '@konsol/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Grid,
  InputAdornment,
  Stack,
  TextField,
  type TextFieldProps,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { groupDigits } from '../../lib/format';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
import { messageText } from '../../lib/i18n';
import { useSingleSubmit } from '../../lib/single-submit';
import { useCities, useDistricts, useProvinces } from './api/get-locations';
import { useSubmitRequest } from './api/submit-loan-request';
import type { LoanRequest } from './api/types';
import { PhotoUpload } from './photo-upload';

export interface LoanFormValues {
  name: string;
  ktp: string;
  address: string;
  phone: string;
  imagektp: number | '';
  imageselfie: number | '';
  imagebusiness: number | '';
  businessname: string;
  jenisusaha: string;
  businessaddress: string;
  province: string;
  city: string;
  district: string;
  businesswebsite: string;
  businessphone: string;
  businessyear: string;
  businesscapital: string;
  businesscustomer: string;
  businessturnover: string;
  businessprofit: string;
}
type Field = keyof LoanFormValues;

const empty: LoanFormValues = {
  name: '',
  ktp: '',
  address: '',
  phone: '',
  imagektp: '',
  imageselfie: '',
  imagebusiness: '',
  businessname: '',
  jenisusaha: '',
  businessaddress: '',
  province: '',
  city: '',
  district: '',
  businesswebsite: '',
  businessphone: '',
  businessyear: '',
  businesscapital: '',
  businesscustomer: '',
  businessturnover: '',
  businessprofit: '',
};

/** A stored phone (+62…) shown after the +62 adornment. */
const localPhone = (p: string) => p.replace(/^\+?62/, '');

/** The previous application as the form's values (a re-application after a rejection starts from it). */
function fromRequest(r: LoanRequest): LoanFormValues {
  return {
    name: r.name,
    ktp: r.ktp,
    address: r.address,
    phone: localPhone(r.phone),
    imagektp: r.imagektp,
    imageselfie: r.imageselfie,
    imagebusiness: r.imagebusiness,
    businessname: r.businessname,
    jenisusaha: r.jenisusaha,
    businessaddress: r.businessaddress,
    province: r.provinsi.province_id,
    city: r.city.city_id,
    district: r.district.subdistrict_id,
    businesswebsite: r.businesswebsite,
    businessphone: localPhone(r.businessphone),
    businessyear: String(r.businessyear),
    businesscapital: groupDigits(String(r.businesscapital)),
    businesscustomer: String(r.businesscustomer),
    businessturnover: groupDigits(String(r.businessturnover)),
    businessprofit: groupDigits(String(r.businessprofit)),
  };
}

/** A text field bound to the form with the spec's character counter ("12/50") beside its message. */
function CounterField({
  control,
  name,
  label,
  max,
  prefix,
  ...props
}: Omit<TextFieldProps, 'name'> & {
  control: Control<LoanFormValues, unknown, LoanRequestBody>;
  name: Field;
  label: string;
  max?: number;
  prefix?: string;
}) {
  useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const message = messageText(fieldState.error?.message);
  return (
    <TextField
      {...props}
      label={label}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required
      fullWidth
      error={!!fieldState.error}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message ?? props.helperText ?? ' '}</span>
          {max && (
            <Box component="span" sx={{ flexShrink: 0 }} aria-hidden="true">
              {value.length}/{max}
            </Box>
          )}
        </Box>
      }
      slotProps={{
        ...props.slotProps,
        htmlInput: { maxLength: max, ...(props.slotProps?.htmlInput as object) },
        input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : undefined,
      }}
    />
  );
}

/**
 * A list of the location cascade, bound to the form: searched by typing (the lists are long: 500+ cities), the
 * form keeps the chosen id. `onPicked` resets the lower levels.
 */
function LocationSelect({
  control,
  name,
  label,
  options,
  loading,
  disabled,
  onPicked,
}: {
  control: Control<LoanFormValues, unknown, LoanRequestBody>;
  name: 'province' | 'city' | 'district';
  label: string;
  options: { value: string; label: string }[] | undefined;
  loading: boolean;
  disabled?: boolean;
  onPicked?: () => void;
}) {
  const { t } = useTranslation('loan');
  const { field, fieldState } = useController({ control, name });
  const list = options ?? [];
  return (
    <Autocomplete
      options={list}
      value={list.find((o) => o.value === field.value) ?? null}
      onChange={(_e, picked) => {
        field.onChange(picked?.value ?? '');
        onPicked?.();
      }}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderOption={({ key: _key, ...props }, o) => (
        <li key={o.value} {...props}>
          {o.label}
        </li>
      )}
      autoHighlight
      disabled={disabled}
      loading={loading}
      loadingText={t('loadingList')}
      noOptionsText={t('noMatch')}
      slotProps={{ listbox: { sx: { maxHeight: 360 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label}
          name={field.name}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={messageText(fieldState.error?.message) ?? (loading ? t('loadingList') : ' ')}
        />
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const FIELDS = Object.keys(empty) as Field[];

/**
 * The loan application (SPEC §3/§5): every field with its rules and counter, phones after +62, the three photos,
 * province → city → district from the location API (a change resets the lower levels), the confirmation, then
 * `POST irmacapital/loan/request` (the page shows the waiting view after).
 */
export function LoanForm({ info, previous, onBack }: { info?: string; previous?: LoanRequest | null; onBack: () => void }) {
  const { t } = useTranslation('loan');
  const confirm = useConfirm();
  const submit = useSubmitRequest();
  const [uploads, setUploads] = useState<Record<string, boolean>>({});
  const uploading = Object.values(uploads).some(Boolean);
  const { control, handleSubmit, setValue, setError, reset } = useForm<LoanFormValues, unknown, LoanRequestBody>({
    resolver: schemaResolver<LoanFormValues, typeof loanRequestBody>(loanRequestBody),
    defaultValues: empty,
  });
  const filled = useRef(false);
  useEffect(() => {
    if (previous && !filled.current) {
      filled.current = true;
      reset(fromRequest(previous));
    }
  }, [previous, reset]);

  const province = useWatch({ control, name: 'province' });
  const city = useWatch({ control, name: 'city' });
  const provinces = useProvinces();
  const cities = useCities(province);
  const districts = useDistricts(city);

  const text = (name: LoanTextField, extra?: Omit<Partial<TextFieldProps>, 'name' | 'label'> & { prefix?: string }) => (
    <CounterField control={control} name={name} label={t(`field.${name}`)} max={LOAN_TEXT_FIELDS[name].max} {...extra} />
  );
  const number = (name: Field, money = false) =>
    money ? (
      <FormRupiahField control={control} name={name} label={t(`field.${name}`)} required fullWidth />
    ) : (
      <FormTextField
        control={control}
        name={name}
        label={t(`field.${name}`)}
        required
        fullWidth
        format={digitsOnly}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
      />
    );

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      if (!(await confirm({ title: t('confirmTitle'), message: t('msg:loanConfirmSubmit'), confirmLabel: t('submit') }))) return;
      try {
        const res = await submit.mutateAsync(values);
        notify.success(res.msg);
      } catch (err) {
        applyServerErrors(err, setError, FIELDS);
      }
    }),
  );
  const serverError = submit.error ? errorMessage(submit.error) : null;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="loan-form-title">
          <Stack spacing={3}>
            <Box>
              <Typography id="loan-form-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('formTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('formHint')}
              </Typography>
            </Box>
            {info && info.length > 2 && (
              <Alert severity="error" data-testid="loan-info">
                {t('adminInfo', { info })}
              </Alert>
            )}
            <Section title={t('section.personal')}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>{text('name', { autoComplete: 'name' })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('ktp', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('address', { multiline: true, minRows: 2 })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  {text('phone', { prefix: '+62', type: 'tel', autoComplete: 'tel-national', placeholder: '81234567890' })}
                </Grid>
              </Grid>
            </Section>
            <Divider />
            <Section title={t('section.photos')}>
              <Grid container spacing={2}>
                {(['imagektp', 'imageselfie', 'imagebusiness'] as const).map((f) => (
                  <Grid key={f} size={{ xs: 12, sm: 6, md: 4 }}>
                    <PhotoUpload
                      control={control}
                      name={f}
                      label={t(`field.${f}`)}
                      testId={`photo-${f}`}
                      onUploadingChange={(n, u) => setUploads((s) => ({ ...s, [n]: u }))}
                    />
                  </Grid>
                ))}
              </Grid>
            </Section>
            <Divider />
            <Section title={t('section.business')}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>{text('businessname')}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('jenisusaha')}</Grid>
                <Grid size={{ xs: 12 }}>{text('businessaddress', { multiline: true, minRows: 2 })}</Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <LocationSelect
                    control={control}
                    name="province"
                    label={t('field.province')}
                    loading={provinces.isLoading}
                    options={provinces.data?.map((p) => ({ value: p.province_id, label: p.province }))}
                    onPicked={() => {
                      setValue('city', '');
                      setValue('district', '');
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <LocationSelect
                    control={control}
                    name="city"
                    label={t('field.city')}
                    loading={cities.isFetching}
                    disabled={!province}
                    options={cities.data?.map((c) => ({ value: c.city_id, label: c.city_name }))}
                    onPicked={() => setValue('district', '')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <LocationSelect
                    control={control}
                    name="district"
                    label={t('field.district')}
                    loading={districts.isFetching}
                    disabled={!city}
                    options={districts.data?.map((d) => ({ value: d.subdistrict_id, label: d.subdistrict_name }))}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('businesswebsite', { placeholder: 'tokosaya.co.id' })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('businessphone', { prefix: '+62', type: 'tel', placeholder: '215201234' })}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>{number('businessyear')}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>{number('businesscustomer')}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>{number('businesscapital', true)}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 6 }}>{number('businessturnover', true)}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 6 }}>{number('businessprofit', true)}</Grid>
              </Grid>
            </Section>
            {serverError && !(submit.error instanceof ApiError && submit.error.errors) && <Alert severity="error">{serverError}</Alert>}
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={submit.isPending}>
                {t('back')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={submit.isPending || uploading}
                startIcon={submit.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
              >
                {t('submit')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

/** What a count field keeps of what is typed. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');
