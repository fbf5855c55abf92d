import { Box } from '@mui/material';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../lib/dayjs';
import { DATE_FORMATS } from '../lib/format';

export interface DateRangeFilterProps {
  /** The table's filters (`awal`, `akhir` as YYYY-MM-DD). */
  filters: Record<string, string>;
  setFilter: (key: string, value: string | undefined) => void;
}

/** The days a filter may name: none of Konsol's records is older, and a year ahead covers every due date. */
export const FIRST_DAY = dayjs('2000-01-01');
export const lastDay = () => dayjs().add(1, 'year').endOf('year');

type Key = 'awal' | 'akhir';

/**
 * Start and end date pickers (`awal`, `akhir`, WIB days) for a DataTable's `renderFilters`. A day is sent only when
 * it is whole and sensible: a typed year outside 2000…next year, or an end before the start, stays in the field
 * with a message asking for a correction, and the list keeps its last good range.
 *
 * @example
 * <DataTable filterKeys={['awal', 'akhir']} filters={defaults} renderFilters={(f, set) => <DateRangeFilter filters={f} setFilter={set} />} … />
 */
export function DateRangeFilter({ filters, setFilter }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Key, dayjs.Dayjs | null>>({ awal: null, akhir: null });
  const [errors, setErrors] = useState<Record<Key, string | null>>({ awal: null, akhir: null });
  useEffect(() => {
    setDraft({ awal: filters.awal ? dayjs(filters.awal) : null, akhir: filters.akhir ? dayjs(filters.akhir) : null });
    setErrors({ awal: null, akhir: null });
  }, [filters.awal, filters.akhir]);

  const message = (key: Key, d: dayjs.Dayjs | null, other: dayjs.Dayjs | null): string | null => {
    if (!d?.isValid()) return d ? t('console:dateRange.invalid') : null;
    if (d.isBefore(FIRST_DAY, 'day') || d.isAfter(lastDay(), 'day'))
      return t('console:dateRange.outOfRange', { from: FIRST_DAY.year(), to: lastDay().year() });
    if (other?.isValid() && (key === 'awal' ? d.isAfter(other, 'day') : d.isBefore(other, 'day')))
      return t(key === 'awal' ? 'console:dateRange.startAfterEnd' : 'console:dateRange.endBeforeStart');
    return null;
  };
  const change = (key: Key) => (d: dayjs.Dayjs | null) => {
    const other = draft[key === 'awal' ? 'akhir' : 'awal'];
    const error = message(key, d, other);
    setDraft((v) => ({ ...v, [key]: d }));
    setErrors((v) => ({ ...v, [key]: error }));
    if (!error && d) setFilter(key, d.format(DATE_FORMATS.date));
  };
  const picker = (key: Key): DatePickerProps => ({
    label: t(`console:dateRange.${key}`),
    value: draft[key],
    onChange: change(key),
    minDate: FIRST_DAY,
    maxDate: lastDay(),
    format: 'DD/MM/YYYY',
    slotProps: {
      textField: {
        size: 'small',
        name: key,
        error: !!errors[key],
        helperText: errors[key],
        sx: { width: 175 },
        slotProps: { formHelperText: { sx: { mx: 0, maxWidth: 175 } } },
      },
    },
  });
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <DatePicker {...picker('awal')} />
      <DatePicker {...picker('akhir')} />
    </Box>
  );
}
