import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

/**
 * An expiry ("Masa Aktif") in a table: the last day in WIB (YYYY/MM/DD), "Tanpa batas" when it never expires, and a
 * red "Kedaluwarsa" chip once it has passed (the app no longer shows the item).
 *
 * @example
 * { field: 'expired', header: 'Expired', render: (r) => <ExpiryText value={r.expired} /> }
 */
export function ExpiryText({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('content');
  if (!value) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('never')}
      </Typography>
    );
  }
  const past = new Date(value).getTime() <= Date.now();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatDate(value, 'dateSlash')}</Typography>
      {past && <Chip label={t('expired')} size="small" color="error" variant="outlined" />}
    </Stack>
  );
}
