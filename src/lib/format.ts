import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export { dayjs };

/** School styles of SPEC §1, as staff call them. */
const STYLE_LABELS: Record<number, string> = { 1: '幼儿园', 2: '学校', 3: '膳食' };
export const schoolStyleLabel = (style: number): string => STYLE_LABELS[style] ?? '幼儿园';

/** '2026-09-01' or an ISO time → '2026年9月1日'; keeps unparsable text as it came. */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY年M月D日') : String(value);
}

/** Whole days from today to the given date (negative once past); null when unknown. */
export function daysUntil(value: string | number | null | undefined, now = dayjs()): number | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d.startOf('day').diff(now.startOf('day'), 'day') : null;
}

/** 早上好 / 中午好 / 下午好 / 晚上好 by the hour of day. */
export function greeting(now = dayjs()): string {
  const h = now.hour();
  if (h < 5) return '夜深了';
  if (h < 11) return '早上好';
  if (h < 13) return '中午好';
  if (h < 18) return '下午好';
  return '晚上好';
}

/** A moment as 'YYYY-MM-DD HH:mm:ss', the back office's usual time format. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value);
}
