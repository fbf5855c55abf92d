import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

/** The date pickers' own words (labels, placeholders, screen-reader texts) in the UI language: MUI X has no Indonesian. */
export function pickersLocaleText(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('console:pickers.previousMonth'),
    nextMonth: t('console:pickers.nextMonth'),
    openPreviousView: t('console:pickers.openPreviousView'),
    openNextView: t('console:pickers.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      t(view === 'year' ? 'console:pickers.switchToCalendar' : 'console:pickers.switchToYear'),
    openDatePickerDialogue: (date) => (date ? t('console:pickers.chooseDateSelected', { date }) : t('console:pickers.chooseDate')),
    datePickerToolbarTitle: t('console:pickers.selectDate'),
    dateTableLabel: t('console:pickers.pickDate'),
    fieldDayPlaceholder: () => t('console:pickers.dayPlaceholder'),
    fieldMonthPlaceholder: () => t('console:pickers.monthPlaceholder'),
    fieldYearPlaceholder: () => t('console:pickers.yearPlaceholder'),
    fieldClearLabel: t('console:pickers.clear'),
    clearButtonLabel: t('console:pickers.clear'),
    todayButtonLabel: t('console:pickers.today'),
    okButtonLabel: t('console:pickers.ok'),
    cancelButtonLabel: t('console:pickers.cancel'),
    year: t('console:pickers.year'),
    month: t('console:pickers.month'),
    day: t('console:pickers.day'),
    empty: t('console:pickers.empty'),
  };
}
