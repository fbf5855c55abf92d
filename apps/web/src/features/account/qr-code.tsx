import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value` (an otpauth:// address), drawn as SVG. The `qrcode` library loads with the first code shown,
 * not with the profile page: only an enrolment needs it. If it cannot load, nothing is drawn; the key shown beside
 * it is enough to enrol by hand.
 */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setDrawn({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value]);
  const src = drawn?.value === value ? drawn.src : undefined;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        bgcolor: 'common.white',
        borderRadius: 1,
        border: '1px solid',
        borderColor: 'divider',
      }}
      data-testid="totp-qr"
    >
      {src ? (
        <Box component="img" src={src} alt={label} sx={{ width: '100%', height: '100%', display: 'block' }} />
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" />
      )}
    </Box>
  );
}
