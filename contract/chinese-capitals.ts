/**
 * An amount of yuan in Chinese financial capitals (大写金额), as on an invoice: 1200 → 壹仟贰佰元整, 1132.08 →
 * 壹仟壹佰叁拾贰元零捌分, 0.5 → 伍角整. Takes yuan as text with up to two decimals (how amounts travel, so no cent is lost
 * to floating point) or a number; up to 999 999 999 999.99 (12 digits of yuan). Negative amounts take 负 in front.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const UNITS = ['', '拾', '佰', '仟'] as const;
const GROUPS = ['', '万', '亿'] as const;

/** One group of four digits (0–9999); zeros inside collapse to one 零, trailing zeros drop. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      out += `${DIGITS[d]}${UNITS[i]}`;
      zero = false;
    }
  }
  return out;
}

export function amountInChineseCapitals(amount: string | number): string {
  const textValue = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(textValue);
  if (!m) throw new RangeError(`not an amount: ${textValue}`);
  const negative = m[1] === '-';
  const yuanDigits = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const cents = (m[3] ?? '').padEnd(2, '0');
  const jiao = Number(cents[0]);
  const fen = Number(cents[1]);

  // Yuan, in groups of four from the right: 万 and 亿 name the groups; a zero group or a group under 1000 after a
  // higher one puts a 零 between them.
  let yuan = '';
  const groups: number[] = [];
  for (let rest = yuanDigits; rest.length > 0; rest = rest.slice(0, -4)) groups.push(Number(rest.slice(-4)));
  let pendingZero = false;
  for (let g = groups.length - 1; g >= 0; g--) {
    const value = groups[g] ?? 0;
    if (value === 0) {
      pendingZero = yuan !== '';
      continue;
    }
    if (yuan !== '' && (pendingZero || value < 1000)) yuan += '零';
    yuan += group(value) + GROUPS[g];
    pendingZero = false;
  }

  let out = yuan ? `${yuan}元` : '';
  if (jiao === 0 && fen === 0) out = out ? `${out}整` : '零元整';
  else {
    if (jiao > 0) out += `${DIGITS[jiao]}角`;
    else if (out) out += '零';
    if (fen > 0) out += `${DIGITS[fen]}分`;
    else out += '整';
  }
  return negative && out !== '零元整' ? `负${out}` : out;
}
