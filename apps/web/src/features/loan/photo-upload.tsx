import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, UploadStatus, UploadTile, useFileUpload } from '../../components/upload-tile';
import { messageText } from '../../lib/i18n';
import { usePhotoUrl } from '../../lib/photo-url';
import { LOAN_PHOTO_MAX_BYTES, uploadLoanPhoto } from './api/upload-loan-photo';

/**
 * A private photo of the application (KTP, selfie, business): chosen → checked here (images only, at most 1 MB:
 * "Ukuran foto tidak lebih dari 1 MB!") → uploaded to `POST /api/irmacapital/photo` → the field holds its id. The
 * preview is the chosen file; a photo already on the server (a re-application) is read with the token.
 */
export function PhotoUpload<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  onUploadingChange,
  testId,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  onUploadingChange?: (name: string, uploading: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation('loan');
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const statusId = useId();
  const id = typeof field.value === 'number' && field.value > 0 ? field.value : null;
  const up = useFileUpload({
    upload: uploadLoanPhoto,
    check: (file) =>
      !IMAGE_ACCEPT.split(',').includes(file.type)
        ? t('photoNotImage')
        : file.size > LOAN_PHOTO_MAX_BYTES
          ? t('msg:creditPhotoTooLarge')
          : null,
    onUploaded: (photo) => field.onChange(photo.id),
    onUploadingChange: (uploading) => onUploadingChange?.(name, uploading),
  });
  const stored = usePhotoUrl(up.preview ? null : id);
  const uploading = up.state === 'uploading';
  const shown = up.preview ?? stored.url;
  const message = up.error ?? messageText(fieldState.error?.message);

  return (
    <Box role="group" aria-labelledby={labelId} data-testid={testId} data-upload-state={up.state}>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        color={message ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mb: 1 }}
      >
        {label} *
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UploadTile
          shown={shown}
          busy={uploading || stored.loading}
          busyLabel={t('photoUploading')}
          invalid={Boolean(message)}
          disabled={uploading}
          onClick={up.open}
          label={t('photoChoose', { label })}
          describedBy={statusId}
          alt={t('photoPreview', { label })}
          previewTestId={`${testId}-preview`}
          hint={t('photoClick')}
          placeholder={stored.error ? <BrokenImageOutlinedIcon /> : undefined}
          fit="cover"
          sx={{ width: 120, height: 90, borderRadius: 2 }}
        />
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Button variant="outlined" size="small" onClick={up.open} disabled={uploading}>
            {shown ? t('photoReplace') : t('photoSelect')}
          </Button>
          <UploadStatus id={statusId} state={up.state} idle={t('photoHint')} uploading={t('photoUploading')} done={t('photoDone')} />
        </Stack>
      </Stack>
      {message && (
        <FormHelperText error role="alert" sx={{ mx: 0 }} data-testid={`${testId}-error`}>
          {message}
        </FormHelperText>
      )}
      <input {...up.inputProps} aria-label={t('photoChoose', { label })} data-testid={`${testId}-input`} />
    </Box>
  );
}
