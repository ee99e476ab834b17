/** The core's western date texts. ROC dates come from contracts' helpers (`formatRocDate`, `rocBirthday`…). */
const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy/MM/dd (western). */
export const ymd = (d: Date) => `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;

/** yyyy/MM/dd HH:mm:ss (western). */
export const ymdHms = (d: Date) =>
  `${ymd(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
