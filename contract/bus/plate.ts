/**
 * Chinese motor vehicle plates (GA 36-2018), shared by the car form, the client mutator and the server. Pure and
 * zod-free: `plateIssue` returns the Chinese message of the problem, or null.
 *
 * - Ordinary plates: a province's character, the issuing office's letter, then five letters or digits; the last
 *   may be 学 (school bus), 挂 (trailer), 警, 港 or 澳.
 * - New-energy plates have six after the office's letter: small cars start with the energy letter (D, A, B, C, E
 *   pure electric; F, G, H, J, K other) then one letter or digit and four digits (粤BD12345); large vehicles
 *   (buses) carry five digits then D or F (粤B12345D).
 * Letters I and O are never used (they read as 1 and 0).
 */

export const PlateMsg = {
  required: '请输入车牌号',
  invalid: '车牌号格式不正确',
} as const;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const LETTER = '[A-HJ-NP-Z]';
const ALNUM = '[A-HJ-NP-Z0-9]';
const ENERGY = '[A-EFGHJK]';
const ORDINARY = new RegExp(`^[${PROVINCES}]${LETTER}${ALNUM}{4}(${ALNUM}|[学挂警港澳])$`);
const NEW_ENERGY_SMALL = new RegExp(`^[${PROVINCES}]${LETTER}${ENERGY}${ALNUM}\\d{4}$`);
const NEW_ENERGY_LARGE = new RegExp(`^[${PROVINCES}]${LETTER}\\d{5}[DF]$`);

/** The plate as stored: capitals, without the spaces and the dot people type (粤B·12345). */
export const normalizePlate = (value: string): string => value.replace(/[\s·•.]/g, '').toUpperCase();

export const isNewEnergyPlate = (plate: string): boolean => {
  const p = normalizePlate(plate);
  return NEW_ENERGY_SMALL.test(p) || NEW_ENERGY_LARGE.test(p);
};

/** The message for a plate that is not a valid Chinese plate, or null. */
export function plateIssue(value: string): string | null {
  const p = normalizePlate(value);
  if (!p) return PlateMsg.required;
  return ORDINARY.test(p) || isNewEnergyPlate(p) ? null : PlateMsg.invalid;
}
