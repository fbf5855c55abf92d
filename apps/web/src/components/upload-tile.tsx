import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, ButtonBase, CircularProgress, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';

/** The upload states of SPEC §4. */
export type UploadState = 'idle' | 'uploading' | 'done';

/** The images every upload accepts (the server checks them again). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * The flow every picture upload shares: a chosen file is checked, previewed at once and uploaded; choosing
 * again aborts the upload before; a failure drops the preview and keeps the server's message.
 *
 * @example
 * const up = useFileUpload({ upload: (f, signal) => uploadImage(f, 'news', signal), onUploaded: setUrl });
 * <input {...up.inputProps} aria-label="Pilih gambar" />
 */
export function useFileUpload<R>({
  upload,
  check,
  onUploaded,
  onUploadingChange,
}: {
  upload: (file: File, signal: AbortSignal) => Promise<R>;
  /** A message when the file may not be sent at all. */
  check?: (file: File) => string | null;
  onUploaded: (result: R) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>('idle');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notify = useRef(onUploadingChange);
  notify.current = onUploadingChange;

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(
    () => () => {
      abortRef.current?.abort();
      notify.current?.(false);
    },
    [],
  );

  /** Forgets the preview (a removed picture, or a form reset to another item). */
  const clear = useCallback(() => {
    setPreview(null);
    setState('idle');
  }, []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = check?.(file) ?? null;
    setError(problem);
    if (problem) {
      if (state === 'done') setState('idle');
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setState('uploading');
    notify.current?.(true);
    try {
      const result = await upload(file, controller.signal);
      if (controller.signal.aborted) return;
      onUploaded(result);
      setState('done');
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setState('idle');
      setError(errorMessage(err));
    } finally {
      if (!controller.signal.aborted) notify.current?.(false);
    }
  };

  return {
    state,
    preview,
    error,
    clear,
    open: () => inputRef.current?.click(),
    inputProps: {
      ref: inputRef,
      type: 'file',
      accept: IMAGE_ACCEPT,
      hidden: true,
      tabIndex: -1,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        const file = e.target.files?.[0];
        e.target.value = ''; // the same file can be chosen again after a failure
        void choose(file);
      },
    } as const,
  };
}

/**
 * The clickable picture of an upload: the image when there is one, else a placeholder; a spinner over it while
 * busy; a dashed border that turns red on an error.
 */
export function UploadTile({
  shown,
  busy,
  busyLabel,
  invalid,
  disabled,
  onClick,
  label,
  describedBy,
  alt,
  previewTestId,
  hint,
  placeholder,
  fit = 'contain',
  sx,
}: {
  shown: string | null;
  busy: boolean;
  busyLabel: string;
  invalid: boolean;
  disabled: boolean;
  onClick: () => void;
  label: string;
  describedBy: string;
  alt: string;
  previewTestId: string;
  /** The placeholder's caption ("Klik untuk unggah"). */
  hint: string;
  /** Replaces the placeholder (a broken-image icon when a stored picture cannot be read). */
  placeholder?: ReactNode;
  fit?: 'contain' | 'cover';
  sx: SxProps<Theme>;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      focusRipple
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          flexShrink: 0,
          border: '2px dashed',
          borderColor: invalid ? 'error.main' : shown ? 'transparent' : 'divider',
          bgcolor: shown ? 'grey.100' : 'background.default',
          color: 'text.secondary',
          transition: 'border-color .2s',
          '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={alt}
          data-testid={previewTestId}
          sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : (
        (placeholder ?? (
          <Stack spacing={0.5} sx={{ alignItems: 'center', px: 1 }}>
            <AddPhotoAlternateOutlinedIcon />
            <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
              {hint}
            </Typography>
          </Stack>
        ))
      )}
      {busy && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,.65)' }}>
          <CircularProgress size={28} aria-label={busyLabel} />
        </Box>
      )}
    </ButtonBase>
  );
}

/** The line beside the picture that says where the upload is (read out when it changes). */
export function UploadStatus({
  id,
  state,
  idle,
  uploading,
  done,
}: {
  id: string;
  state: UploadState;
  idle: string;
  uploading: string;
  done: string;
}) {
  return (
    <Typography
      id={id}
      variant="caption"
      color="text.secondary"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      {state === 'uploading' && uploading}
      {state === 'done' && (
        <>
          <CheckCircleIcon fontSize="inherit" color="success" /> {done}
        </>
      )}
      {state === 'idle' && idle}
    </Typography>
  );
}
