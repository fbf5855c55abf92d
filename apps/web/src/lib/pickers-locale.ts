import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

/**
 * The date pickers' own words (labels, placeholders, screen-reader texts) in the UI language: MUI X has no Indonesian.
 * `t` is fixed to the `console` namespace's `pickers` keys.
 */
export function pickersLocaleText(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('previousMonth'),
    nextMonth: t('nextMonth'),
    openPreviousView: t('openPreviousView'),
    openNextView: t('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'switchToCalendar' : 'switchToYear'),
    openDatePickerDialogue: (date) => (date ? t('chooseDateSelected', { date }) : t('chooseDate')),
    datePickerToolbarTitle: t('selectDate'),
    dateTableLabel: t('pickDate'),
    fieldDayPlaceholder: () => t('dayPlaceholder'),
    fieldMonthPlaceholder: () => t('monthPlaceholder'),
    fieldYearPlaceholder: () => t('yearPlaceholder'),
    fieldClearLabel: t('clear'),
    clearButtonLabel: t('clear'),
    todayButtonLabel: t('today'),
    okButtonLabel: t('ok'),
    cancelButtonLabel: t('cancel'),
    year: t('year'),
    month: t('month'),
    day: t('day'),
    empty: t('empty'),
  };
}
