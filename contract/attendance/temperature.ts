/** The morning temperature as typed on a sheet (幼儿考勤, 晨午检): kept in tenths of a degree. */

/** '37.8' → 378 tenths; '' → null; undefined when it is not a temperature. */
export function parseTemperature(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{2}(\.\d)?$/.test(t)) return undefined;
  return Math.round(Number(t) * 10);
}

export const formatTemperature = (tenths: number | null): string => (tenths === null ? '' : (tenths / 10).toFixed(1));
