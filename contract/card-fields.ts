import { LICENCE_CLASSES } from './bus/fleet';
import type { DriverLicenceFields, IdCardFields } from './card-ocr';
import { residentIdBirthday } from './id-number';

/**
 * The fields of an ID card front or a driving licence, from the text lines an OCR model read (top to bottom).
 * OCR joins a label with its value ("姓名 李建国") or splits them over lines, drops or adds spaces, and may read
 * full-width characters: each field is looked for loosely, then checked; a field that does not check out is left
 * out rather than guessed (an ID number must have its check digit right).
 */

/** Full-width to half-width, colons and spaces around labels dropped, blank lines removed. */
function clean(lines: readonly string[]): string[] {
  return lines.map((l) => l.normalize('NFKC').replace(/[:：]/g, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const CJK_NAME = /^[\u4e00-\u9fff·]{2,20}/;
const LABELS = ['姓名', '性别', '民族', '出生', '住址', '公民身份号码', '证号', '国籍', '准驾车型', '有效期限', '初次领证', '起始日期'];

/** The text after a label on its line, or the next line when the label stands alone. */
function after(lines: string[], label: string): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const at = line.indexOf(label);
    if (at < 0) continue;
    const rest = line.slice(at + label.length).trim();
    if (rest) return rest;
    const next = lines[i + 1];
    return next && !LABELS.some((l) => next.startsWith(l)) ? next : undefined;
  }
  return undefined;
}

/** A person's name at the start of the text (Chinese characters, or a minority name with ·). */
function nameAt(text: string | undefined): string | undefined {
  // The first word: what follows a space is the next label's ("李建国 性别男"), or a misread one ("李建国 国中国").
  const m = text?.split(' ')[0]?.match(CJK_NAME)?.[0];
  // "李建国性别男" when OCR joined the next label on: cut it off.
  return m ? m.replace(/(性别|民族|国籍).*$/, '') || undefined : undefined;
}

/** The first valid 18-digit resident ID number in the text (spaces ignored, x upper-cased). */
function validIdNumber(texts: string[]): string | undefined {
  for (const text of texts) {
    const compact = text.replace(/\s/g, '').toUpperCase();
    for (const m of compact.matchAll(/(?<!\d)\d{17}[\dX](?![\dX])/g)) {
      if (residentIdBirthday(m[0])) return m[0];
    }
  }
  return undefined;
}

/** YYYY-MM-DD of a date as printed (2020-06-18, 2020.06.18, 2020年6月18日, 20200618) when it is on the calendar. */
const DATE = /(\d{4})\s*[-./年]?\s*(\d{1,2})\s*[-./月]?\s*(\d{1,2})\s*日?/;
function isoDay(y: string, m: string, d: string): string | undefined {
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso) && Number(y) >= 1900 ? iso : undefined;
}
function dateIn(text: string | undefined): string | undefined {
  const m = text?.match(DATE);
  return m ? isoDay(m[1] ?? '', m[2] ?? '', m[3] ?? '') : undefined;
}

const drop = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** 姓名, 性别, 民族, 出生, 住址 and 公民身份号码 of an ID card's front. */
export function parseIdCardLines(raw: readonly string[]): IdCardFields {
  const lines = clean(raw);
  const all = lines.join('\n');
  const idNumber = validIdNumber([after(lines, '公民身份号码') ?? '', ...lines]);
  const sex = all.match(/性别\s*([男女])/)?.[1] as IdCardFields['sex'];
  const nation = all.match(/民族\s*([\u4e00-\u9fff]{1,8}?)(?=\s|$|出生)/m)?.[1];
  const printed = all.match(/出生\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})/);
  const birthday =
    (printed ? isoDay(printed[1] ?? '', printed[2] ?? '', printed[3] ?? '') : undefined) ??
    (idNumber && residentIdBirthday(idNumber)) ??
    undefined;
  return drop({ name: nameAt(after(lines, '姓名')), sex, nation, birthday, address: address(lines), idNumber });
}

/** 住址 and the lines under it, up to the ID number's label (an address takes two or three lines on the card). */
function address(lines: string[]): string | undefined {
  const start = lines.findIndex((l) => l.includes('住址'));
  if (start < 0) return undefined;
  const parts = [(lines[start] ?? '').slice((lines[start] ?? '').indexOf('住址') + 2)];
  for (const line of lines.slice(start + 1)) {
    if (LABELS.some((l) => line.includes(l)) || /\d{15,}/.test(line)) break;
    parts.push(line);
  }
  const text = parts.join('').replace(/\s/g, '');
  return text.length >= 2 ? text : undefined;
}

/** 姓名, 证号 (the holder's ID number), 准驾车型 and 有效期限 of a driving licence. */
export function parseDriverLicenceLines(raw: readonly string[]): DriverLicenceFields {
  const lines = clean(raw);
  const all = lines.join('\n');
  const idNumber = validIdNumber([after(lines, '证号') ?? '', ...lines]);
  const classText = (after(lines, '准驾车型') ?? '').toUpperCase().replace(/\s/g, '');
  const licenceClass = LICENCE_CLASSES.find((c) => classText.startsWith(c)) ?? LICENCE_CLASSES.find((c) => classText.includes(c));
  const { validFrom, licenceExpiry } = validity(lines, all);
  return drop({ name: nameAt(after(lines, '姓名')), idNumber, licenceClass, validFrom, licenceExpiry });
}

/**
 * 有效期限 "2020-06-18 至 2030-06-18" (至 长期 has no end), or the older card's 起始日期 and "有效期限 6年".
 */
function validity(lines: string[], all: string): { validFrom?: string; licenceExpiry?: string } {
  // "至" may end the line and the end date start the next one.
  const at = lines.findIndex((l) => l.includes('有效期限'));
  const next = lines[at + 1] ?? '';
  const rest = at < 0 ? '' : (lines[at] ?? '').slice((lines[at] ?? '').indexOf('有效期限') + 4);
  const text = `${rest} ${LABELS.some((l) => next.startsWith(l)) ? '' : next}`.trim();
  const [from, to] = text.split(/至|到|~/);
  if (to !== undefined) return { validFrom: dateIn(from), licenceExpiry: dateIn(to) };
  const years = text.match(/^(\d{1,2})\s*年/)?.[1];
  const start = dateIn(after(lines, '起始日期')) ?? dateIn(all.match(/起始日期\s*(.*)/)?.[1]);
  if (years && start) {
    const end = `${Number(start.slice(0, 4)) + Number(years)}${start.slice(4)}`;
    return { validFrom: start, licenceExpiry: isoDay(end.slice(0, 4), end.slice(5, 7), end.slice(8, 10)) };
  }
  return { validFrom: start };
}
