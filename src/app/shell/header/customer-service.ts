/** The service desk (SPEC §2 Shell: two hotlines, 09:00–18:00 on workdays). */
export const HOTLINES = [
  { label: '客服热线', number: '400-878-2026' },
  { label: '技术支持', number: '0571-8673-2026' },
] as const;
export const SERVICE_HOURS = '工作日 09:00–18:00';

/** Whether the desk is staffed at this moment, in China time (Monday–Friday, 09:00–18:00). */
export function isServiceOpen(now = new Date()): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  if (parts.weekday === 'Sat' || parts.weekday === 'Sun') return false;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return minutes >= 9 * 60 && minutes < 18 * 60;
}
