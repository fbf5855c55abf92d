import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../lib/dayjs';
import { DATE_FORMATS } from '../lib/format';

export interface DateRangeFilterProps {
  /** The table's filters (`awal`, `akhir` as YYYY-MM-DD). */
  filters: Record<string, string>;
  setFilter: (key: string, value: string | undefined) => void;
}

/**
 * Start and end date pickers (`awal`, `akhir`, WIB days) for a DataTable's `renderFilters`; the end cannot be
 * before the start.
 *
 * @example
 * <DataTable filterKeys={['awal', 'akhir']} filters={defaults} renderFilters={(f, set) => <DateRangeFilter filters={f} setFilter={set} />} … />
 */
export function DateRangeFilter({ filters, setFilter }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const awal = filters.awal ? dayjs(filters.awal) : null;
  const akhir = filters.akhir ? dayjs(filters.akhir) : null;
  const set = (key: 'awal' | 'akhir') => (d: dayjs.Dayjs | null) => {
    if (d?.isValid()) setFilter(key, d.format(DATE_FORMATS.date));
  };
  const field = { size: 'small' as const, sx: { width: 175 } };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <DatePicker
        label={t('dateRange.awal')}
        value={awal}
        onChange={set('awal')}
        maxDate={akhir ?? undefined}
        format="DD/MM/YYYY"
        slotProps={{ textField: { ...field, name: 'awal' } }}
      />
      <DatePicker
        label={t('dateRange.akhir')}
        value={akhir}
        onChange={set('akhir')}
        minDate={awal ?? undefined}
        format="DD/MM/YYYY"
        slotProps={{ textField: { ...field, name: 'akhir' } }}
      />
    </Box>
  );
}
