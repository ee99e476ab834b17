import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';

dayjs.locale('zh-tw');

/** The portal's time display (spec 1, section 9: yyyy/MM/dd hh:mm:ss, 24-hour). */
export const DISPLAY_DATE_TIME = 'YYYY/MM/DD HH:mm:ss';

export function formatDateTime(value: string | number | Date): string {
  const d = dayjs(value);
  return (d.isValid() ? d : dayjs()).format(DISPLAY_DATE_TIME);
}

export { dayjs };
