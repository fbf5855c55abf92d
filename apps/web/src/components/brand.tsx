import { Box, Typography } from '@mui/material';

/**
 * The Konsol logo mark and name.
 *
 * @example
 * <BrandMark inverse />   // white, on the primary color
 */
export function BrandMark({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: '9px',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 19,
          bgcolor: inverse ? 'common.white' : 'primary.main',
          color: inverse ? 'primary.main' : 'common.white',
          boxShadow: inverse ? 'none' : '0 4px 12px rgba(63,81,181,.35)',
        }}
      >
        K
      </Box>
      {!compact && (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: 20, letterSpacing: 0.2, color: inverse ? 'common.white' : 'text.primary' }}
        >
          Konsol
        </Typography>
      )}
    </Box>
  );
}
