import type { UploadPurpose } from '@konsol/contract';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api-client';
import { messageText } from '../lib/i18n';
import { UploadStatus, UploadTile, useFileUpload } from './upload-tile';

/**
 * `POST /api/media/upload?purpose=…` with the file in the multipart field `file`; answers the new address
 * (`imageurl`, a `/uploads/…` path). A 401 ends the session like every call (the API client handles it).
 *
 * @example
 * const url = await uploadImage(file, 'news');
 */
export async function uploadImage(file: File, purpose: UploadPurpose, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiRequest<{ success: boolean; msg: string; imageurl?: string }>('/media/upload', {
    method: 'POST',
    body: form,
    query: { purpose },
    signal,
  });
  return res.imageurl ?? '';
}

export interface ImageUploadProps {
  /** The field's visible name ("Logo", "Icon", "Gambar"). */
  label: string;
  /** The current address (a `/uploads/…` path or an http(s) URL); empty for none. */
  value: string | null | undefined;
  /** Called with the new address, only when an upload produced a new one (or with '' when removed). */
  onChange: (url: string) => void;
  purpose: UploadPurpose;
  /** Told when an upload starts and ends, so the form can disable its save button meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** A validation message (already text) shown under the picture. */
  error?: string;
  helperText?: string;
  /** `square` (icons, logos), `circle` (logo) or `wide` (banners, news, popups). */
  shape?: 'square' | 'circle' | 'wide';
  /** Offer a Remove button (optional images). */
  clearable?: boolean;
  disabled?: boolean;
  /** Test id of the hidden file input. */
  inputTestId?: string;
}

/**
 * The one image upload (SPEC §4): the upload starts when a file is chosen and shows its preview at once; states
 * idle → uploading → done; the parent's address changes only when the upload produced a new one; on failure the
 * preview is dropped and the server's message is shown. Clicking the picture (or the button) opens the chooser.
 *
 * @example
 * const [uploading, setUploading] = useState(false);
 * <ImageUpload label="Logo" purpose="logo" value={logo} onChange={setLogo} onUploadingChange={setUploading} />
 * <Button type="submit" disabled={uploading}>Simpan</Button>
 */
export function ImageUpload({
  label,
  value,
  onChange,
  purpose,
  onUploadingChange,
  error,
  helperText,
  shape = 'square',
  clearable = false,
  disabled = false,
  inputTestId,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const uploadedRef = useRef<string | null>(null);
  const labelId = useId();
  const statusId = useId();
  const up = useFileUpload({
    upload: (file, signal) => uploadImage(file, purpose, signal),
    onUploaded: (url) => {
      uploadedRef.current = url || (value ?? '');
      if (url && url !== value) onChange(url);
    },
    onUploadingChange,
  });
  const { preview, state, clear } = up;

  // A preview belongs to the value its upload produced: when the form is reset to another item, drop it.
  useEffect(() => {
    if (preview && state !== 'uploading' && (value ?? '') !== uploadedRef.current) clear();
  }, [value, preview, state, clear]);

  const shown = preview ?? (value || null);
  const uploading = state === 'uploading';
  const message = up.error ?? error;
  const dims =
    shape === 'wide'
      ? { width: { xs: '100%', sm: 320 }, aspectRatio: '12 / 5', borderRadius: 3 }
      : { width: 112, height: 112, borderRadius: shape === 'circle' ? '50%' : 3 };

  return (
    <Box role="group" aria-labelledby={labelId} data-upload-state={state}>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        color={message ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </Typography>
      <Stack
        direction={shape === 'wide' ? 'column' : { xs: 'column', sm: 'row' }}
        spacing={shape === 'wide' ? 1 : 2}
        sx={{ alignItems: shape === 'wide' ? 'flex-start' : { sm: 'center' } }}
      >
        <UploadTile
          shown={shown}
          busy={uploading}
          busyLabel={t('console:upload.uploading')}
          invalid={Boolean(message)}
          disabled={disabled || uploading}
          onClick={up.open}
          label={t('console:upload.choose', { label })}
          describedBy={statusId}
          alt={t('console:upload.previewAlt', { label })}
          previewTestId="image-upload-preview"
          hint={t('console:upload.clickToUpload')}
          fit={shape === 'wide' ? 'cover' : 'contain'}
          sx={dims}
        />
        <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              onClick={up.open}
              disabled={disabled || uploading}
              startIcon={<AddPhotoAlternateOutlinedIcon />}
            >
              {shown ? t('console:upload.replace') : t('console:upload.select')}
            </Button>
            {clearable && value && !uploading && (
              <Button
                size="small"
                color="inherit"
                onClick={() => {
                  clear();
                  onChange('');
                }}
                disabled={disabled}
                startIcon={<DeleteOutlineIcon />}
              >
                {t('console:upload.remove')}
              </Button>
            )}
          </Stack>
          <UploadStatus
            id={statusId}
            state={state}
            idle={helperText ?? t('console:upload.hint')}
            uploading={t('console:upload.uploading')}
            done={t('console:upload.done')}
          />
          {message && (
            <FormHelperText error role="alert" sx={{ mx: 0 }} data-testid="image-upload-error">
              {message}
            </FormHelperText>
          )}
        </Stack>
      </Stack>
      <input {...up.inputProps} aria-label={t('console:upload.choose', { label })} data-testid={inputTestId ?? 'image-upload-input'} />
    </Box>
  );
}

export type FormImageUploadProps<T extends FieldValues, TOut = T> = Omit<ImageUploadProps, 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/**
 * ImageUpload bound to react-hook-form: the field holds the address; its validation message (a contract key or
 * a server message) shows under the picture.
 *
 * @example
 * <FormImageUpload control={control} name="image" label="Icon" purpose="menu" onUploadingChange={setUploading} />
 */
export function FormImageUpload<T extends FieldValues, TOut = T>({ control, name, ...props }: FormImageUploadProps<T, TOut>) {
  useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageUpload
      {...props}
      value={field.value as string | undefined}
      onChange={(url) => field.onChange(url)}
      error={messageText(fieldState.error?.message)}
    />
  );
}
