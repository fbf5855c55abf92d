import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, ButtonBase, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { LOAN_PHOTO_MAX_BYTES, uploadLoanPhoto, usePhotoUrl } from './api/loan-api';

const ACCEPT = 'image/png,image/jpeg,image/webp';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();
  const statusId = useId();
  const id = typeof field.value === 'number' && field.value > 0 ? field.value : null;
  const stored = usePhotoUrl(preview ? null : id);

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setDone(false);
    if (!ACCEPT.split(',').includes(file.type)) {
      setUploadError(t('photoNotImage'));
      return;
    }
    if (file.size > LOAN_PHOTO_MAX_BYTES) {
      setUploadError(t('msg:creditPhotoTooLarge'));
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    onUploadingChange?.(name, true);
    try {
      const photo = await uploadLoanPhoto(file, controller.signal);
      if (controller.signal.aborted) return;
      field.onChange(photo.id);
      setDone(true);
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setUploadError(errorMessage(err));
    } finally {
      if (!controller.signal.aborted) {
        setUploading(false);
        onUploadingChange?.(name, false);
      }
    }
  };

  const open = () => inputRef.current?.click();
  const shown = preview ?? stored.url;
  const message = uploadError ?? messageText(fieldState.error?.message);

  return (
    <Box role="group" aria-labelledby={labelId} data-testid={testId} data-upload-state={uploading ? 'uploading' : done ? 'done' : 'idle'}>
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
        <ButtonBase
          onClick={open}
          disabled={uploading}
          aria-label={t('photoChoose', { label })}
          aria-describedby={statusId}
          focusRipple
          sx={{
            width: 120,
            height: 90,
            position: 'relative',
            overflow: 'hidden',
            flexShrink: 0,
            borderRadius: 2,
            border: '2px dashed',
            borderColor: message ? 'error.main' : shown ? 'transparent' : 'divider',
            bgcolor: shown ? 'grey.100' : 'background.default',
            color: 'text.secondary',
            '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t('photoPreview', { label })}
              data-testid={`${testId}-preview`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : stored.error ? (
            <BrokenImageOutlinedIcon />
          ) : (
            <Stack spacing={0.5} sx={{ alignItems: 'center', px: 1 }}>
              <AddPhotoAlternateOutlinedIcon />
              <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                {t('photoClick')}
              </Typography>
            </Stack>
          )}
          {(uploading || stored.loading) && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,.65)' }}>
              <CircularProgress size={28} aria-label={t('photoUploading')} />
            </Box>
          )}
        </ButtonBase>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Button variant="outlined" size="small" onClick={open} disabled={uploading}>
            {shown ? t('photoReplace') : t('photoSelect')}
          </Button>
          <Typography
            id={statusId}
            variant="caption"
            color="text.secondary"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {uploading ? (
              t('photoUploading')
            ) : done ? (
              <>
                <CheckCircleIcon fontSize="inherit" color="success" /> {t('photoDone')}
              </>
            ) : (
              t('photoHint')
            )}
          </Typography>
        </Stack>
      </Stack>
      {message && (
        <FormHelperText error role="alert" sx={{ mx: 0 }} data-testid={`${testId}-error`}>
          {message}
        </FormHelperText>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-label={t('photoChoose', { label })}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void choose(file);
        }}
      />
    </Box>
  );
}
