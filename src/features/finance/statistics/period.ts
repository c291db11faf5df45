/** Local days as 'YYYY-MM-DD' (the screen runs in China time, as the ledger's days). */
const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const today = () => dayText(new Date());
export const thisMonth = () => today().slice(0, 7);
export const thisYear = () => today().slice(0, 4);

/** The ranges the quick buttons set: 今日, 本月 (to today), 本年 (to today). */
export const PRESETS = {
  day: () => [today(), today()] as [string, string],
  month: () => [`${thisMonth()}-01`, today()] as [string, string],
  year: () => [`${thisYear()}-01-01`, today()] as [string, string],
} as const;
