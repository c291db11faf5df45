import { chinaToday } from './china-time';

/**
 * Checks of a child's ID number by ID type (contract/people/student-enums.ts ID_TYPES), shared by the form, the server's
 * services, the client mutators and the xlsx import. Pure and zod-free: returns the Chinese message of the first
 * problem, or null.
 */

export const IdNumberMsg = {
  required: '请输入证件号码',
  residentId: '身份证号码不正确',
  birthdayMismatch: '身份证号码与出生日期不一致',
  passport: '护照号码不正确',
  birthCertificate: '出生医学证明编号不正确',
  hkMacau: '港澳居民来往内地通行证号码不正确',
  taiwan: '台湾居民来往大陆通行证号码不正确',
  virtual: '虚拟证件号码不正确',
  type: '请选择证件类型',
} as const;

/** GB 11643: weights of the 17 digits, and the check character by the weighted sum mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of a resident ID number. */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** YYYY-MM-DD if the parts make a day on the calendar, not after today; else null. */
function realDay(y: string, m: string, d: string, today: string): string | null {
  const iso = `${y}-${m}-${d}`;
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso || Number(y) < 1900) return null; // UTC day on purpose
  return iso <= today ? iso : null;
}

/**
 * The birthday a resident ID number holds (18 digits with a valid check character, or the old 15-digit form
 * with yyMMdd of the 1900s), or null when the number is not a valid one.
 */
export function residentIdBirthday(value: string, today = chinaToday()): string | null {
  const v = value.toUpperCase();
  if (/^\d{17}[\dX]$/.test(v)) {
    if (residentIdCheckChar(v.slice(0, 17)) !== v[17]) return null;
    return realDay(v.slice(6, 10), v.slice(10, 12), v.slice(12, 14), today);
  }
  if (/^\d{15}$/.test(v)) return realDay(`19${v.slice(6, 8)}`, v.slice(8, 10), v.slice(10, 12), today);
  return null;
}

const PATTERNS: Record<number, readonly [RegExp, string]> = {
  // Chinese passports E/G + 8 digits; foreign ones 5–17 letters and digits.
  1: [/^[A-Z0-9]{5,17}$/i, IdNumberMsg.passport],
  // 出生医学证明: a letter and 9 digits.
  2: [/^[A-Z]\d{9}$/i, IdNumberMsg.birthCertificate],
  3: [/^[HM](\d{8}|\d{10})$/i, IdNumberMsg.hkMacau],
  4: [/^\d{8}$/, IdNumberMsg.taiwan],
  // A number the school assigns to a child without papers.
  5: [/^[A-Z0-9-]{1,30}$/i, IdNumberMsg.virtual],
};

/**
 * The message for an ID number that does not fit its type, or null. An empty number is allowed (a record may be
 * completed later). For a resident ID with a birthday given, the two must agree.
 */
export function idNumberIssue(idType: number, idNumber: string, birthday?: string | null): string | null {
  if (!idNumber) return null;
  if (idType === 0) {
    const born = residentIdBirthday(idNumber);
    if (!born) return IdNumberMsg.residentId;
    if (birthday && born !== birthday) return IdNumberMsg.birthdayMismatch;
    return null;
  }
  const pattern = PATTERNS[idType];
  if (!pattern) return IdNumberMsg.type;
  return pattern[0].test(idNumber) ? null : pattern[1];
}
