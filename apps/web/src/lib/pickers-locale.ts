import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

/** The date pickers' own words (labels, placeholders, screen-reader texts) in the UI language: MUI X has no Indonesian. */
export function pickersLocaleText(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('pickers.previousMonth'),
    nextMonth: t('pickers.nextMonth'),
    openPreviousView: t('pickers.openPreviousView'),
    openNextView: t('pickers.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'pickers.switchToCalendar' : 'pickers.switchToYear'),
    openDatePickerDialogue: (date) => (date ? t('pickers.chooseDateSelected', { date }) : t('pickers.chooseDate')),
    datePickerToolbarTitle: t('pickers.selectDate'),
    dateTableLabel: t('pickers.pickDate'),
    fieldDayPlaceholder: () => t('pickers.dayPlaceholder'),
    fieldMonthPlaceholder: () => t('pickers.monthPlaceholder'),
    fieldYearPlaceholder: () => t('pickers.yearPlaceholder'),
    fieldClearLabel: t('pickers.clear'),
    clearButtonLabel: t('pickers.clear'),
    todayButtonLabel: t('pickers.today'),
    okButtonLabel: t('pickers.ok'),
    cancelButtonLabel: t('pickers.cancel'),
    year: t('pickers.year'),
    month: t('pickers.month'),
    day: t('pickers.day'),
    empty: t('pickers.empty'),
  };
}
