const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy/MM/dd (western). */
export const ymd = (d: Date) => `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;

/** yyyy/MM/dd HH:mm:ss (western). */
export const ymdHms = (d: Date) =>
  `${ymd(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** yyy/MM/dd with the ROC year (western − 1911, 3 digits). */
export const rocYmd = (d: Date) =>
  `${pad(d.getFullYear() - 1911, 3)}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
