/** Money in fen: reading typed yuan, showing fen, summing exactly (the area: contract/finance/fees.ts). */

/** The largest amount an item, a structure line or a fixed discount may carry: ¥10,000,000.00. */
export const MAX_FEN = 1_000_000_000;
/** SPEC §5 money rule: digits with optional two decimals. */
const YUAN = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/**
 * Yuan as typed ('1280', '1280.5', '0.10') → fen, exactly (the digits are read, never multiplied as a float, so
 * '0.29' is 29 and not 28.999…); null when the text is not money in the SPEC's sense or exceeds MAX_FEN.
 */
export function parseYuan(typed: string): number | null {
  const m = YUAN.exec(typed.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : null;
}

/** Fen → yuan with two decimals as a form shows it for editing ('1280.00'; no symbol, no separators). */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fen → money as a screen shows it: ¥1,280.00 (-¥5.00 for a negative amount). */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sums fen exactly (integers; throws past Number.MAX_SAFE_INTEGER rather than lose a fen). */
export function sumFen(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    total += a;
    if (!Number.isSafeInteger(total)) throw new RangeError('amount out of range');
  }
  return total;
}
