import { dayjs } from '@/lib/format';

/** "12秒前", "3分钟前", or the clock time for older. */
export function ago(iso: string, nowMs: number): string {
  const s = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  if (s < 60) return `${s}秒前`;
  if (s < 3600) return `${Math.floor(s / 60)}分钟前`;
  return dayjs(iso).format('MM-DD HH:mm');
}
