import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupiah } from '../../lib/format';
import type { BankMutationRow } from './api/types';

/** A line's WIB day (YYYY-MM-DD) as the console shows days: 01/12/2025. */
export const lineDay = (date: string) => formatDate(`${date}T00:00:00+07:00`, 'day');

/** A line's direction: CR a green "Kredit", DB an outlined "Debit". */
export function TypeChip({ type }: { type: BankMutationRow['type'] }) {
  const { t } = useTranslation('bank-mutations');
  return (
    <Chip
      size="small"
      label={t(`type.${type}`)}
      color={type === 'CR' ? 'success' : 'default'}
      variant={type === 'CR' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600, minWidth: 64 }}
    />
  );
}

/** The line being decided: its amount large, its day, direction, account and description. */
export function LineSummary({ line, id }: { line: BankMutationRow; id?: string }) {
  return (
    <Box id={id} sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'grey.100' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 22, fontWeight: 800, whiteSpace: 'nowrap' }}>
          {formatRupiah(line.amount)}
        </Typography>
        <TypeChip type={line.type} />
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {line.description || '—'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        {lineDay(line.date)} · {line.account}
      </Typography>
    </Box>
  );
}
