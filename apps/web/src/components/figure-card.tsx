import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FigureCardProps {
  label: string;
  /** The figure, formatted ("Rp 12.750.000", "1.204"). */
  value: string;
  icon: SvgIconComponent;
  /** The accent: the left bar and the icon's tint. */
  color: string;
  loading: boolean;
  /** `testId` on the card, `${testId}-value` on the figure. */
  testId?: string;
  /** What the card shows under the figure (a progress bar, a button). */
  children?: ReactNode;
}

/**
 * A headline figure (dashboard, wallet, pay-later): the icon and label, the figure under them.
 *
 * @example
 * <FigureCard label={t('balance')} value={formatRupiah(w?.balance ?? 0)} icon={AccountBalanceWalletIcon} color="#3F51B5" loading={isPending} testId="card-balance" />
 */
export function FigureCard({ label, value, icon: Icon, color, loading, testId, children }: FigureCardProps) {
  // The figure has the card's whole width under its icon and label (beside the icon, a sum like "Rp 12.750.000"
  // wrapped to two lines when it loaded and pushed the page down); its skeleton is one line of the same type.
  const figureType = { fontSize: 24, fontWeight: 800, lineHeight: 1.3 } as const;
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }} data-testid={testId}>
      <Box sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: color }} />
      <CardContent sx={{ p: 2.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: `${color}1A`,
              color,
              flexShrink: 0,
            }}
          >
            <Icon fontSize="small" />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500, minWidth: 0 }}>
            {label}
          </Typography>
        </Stack>
        {loading ? (
          <Skeleton variant="text" width={120} sx={{ ...figureType, mt: 1.5 }} />
        ) : (
          <Typography sx={{ ...figureType, mt: 1.5, wordBreak: 'break-word' }} data-testid={testId && `${testId}-value`}>
            {value}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
