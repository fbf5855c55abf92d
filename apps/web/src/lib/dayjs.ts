import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { currentLang, i18n } from './i18n';

/**
 * The app's dayjs: UTC and time-zone plugins, WIB as the default zone, and the UI language's locale (the date
 * pickers' month and day names). Import dayjs from here, never from 'dayjs': only date-showing pages load it,
 * the first load (the login page) does not.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time is shown in WIB. */
export const WIB = 'Asia/Jakarta';
dayjs.tz.setDefault(WIB);

const followLanguage = () => {
  dayjs.locale(currentLang());
};
followLanguage();
i18n.on('languageChanged', followLanguage);

export type { Dayjs } from 'dayjs';
export { dayjs };
