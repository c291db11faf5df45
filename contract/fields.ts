import { z } from './zod-locale';

/**
 * The field kinds every input schema is built from, so that nothing a schema accepts can fail in the database
 * (a 500) or be stored as garbage: text without control characters, days that are on the calendar, well-formed
 * uuids and integers within PostgreSQL's `integer`. Each refuses with a Chinese message, on the server and in the
 * app's forms alike. Answers the server sends (row and response schemas) are not built from these.
 */

export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

export const FieldMsg = {
  badChars: '内容包含无效字符',
  date: '日期格式不正确',
  dateTime: '时间格式不正确',
  id: '无效的编号',
  integer: '请输入整数',
  number: '请输入数字',
  outOfRange: '数值超出范围',
  tooLong: (max: number) => `最多输入${max}个字`,
} as const;

/**
 * Control characters (C0, DEL, C1) and half surrogate pairs: invisible, refused by PostgreSQL (NUL) or mangled on
 * the way in (a lone surrogate). Multi-line text may hold tab, line feed and carriage return.
 */
export function hasBadChars(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a value holds a NUL character anywhere: in a string, an object's key, at any depth. PostgreSQL's text and
 * jsonb cannot store one (the driver's error would be a 500), and no field of ours means one, whatever its schema
 * (a search box's plain string, a form's free `record`), so the server's input parsing refuses it everywhere.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
}

export interface TextOptions {
  /** Said when the field is missing or empty; without it the field may be empty. */
  required?: string;
  maxMsg?: string;
  /** Tab and line breaks allowed (a textarea, rich text). */
  multiline?: boolean;
  /** Leading and trailing spaces are dropped unless false (passwords, signed tokens). */
  trim?: boolean;
}

/** Text of at most `max` characters (counted after trimming), without control characters. */
export function text(max: number, { required, maxMsg, multiline = false, trim = true }: TextOptions = {}) {
  let schema = z.string(required ? { error: required } : undefined).refine((v) => !hasBadChars(v, multiline), FieldMsg.badChars);
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, required);
  return schema.max(max, maxMsg ?? FieldMsg.tooLong(max));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/** YYYY-MM-DD of a day that exists (2020-02-30 and 2026-13-45 match the pattern but are not days), years 1000–9999. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** An ISO 8601 time with its offset (`2026-03-01T08:00:00.000Z`) on a calendar day. */
export const isIsoDateTime = (value: string): boolean => isCalendarDate(value.slice(0, 10)) && ISO_TIME.test(value.slice(10));

/** A calendar day as YYYY-MM-DD; `required` when empty, `msg` for anything else. */
export const isoDate = (msg: string = FieldMsg.date, required: string = msg) =>
  z.string({ error: required }).min(1, required).refine(isCalendarDate, msg);
export const isoDateTime = (msg: string = FieldMsg.dateTime) => z.string({ error: msg }).max(40, msg).refine(isIsoDateTime, msg);

/** A UUID (the client's UUIDv7 of a new row, or a row's id). */
export const uuid = (msg: string = FieldMsg.id) => z.uuid({ error: msg });

/** An integer PostgreSQL's `integer` holds; `msg` for anything else (zod's Chinese default otherwise). */
export const int32 = (msg?: string) =>
  z
    .number(msg ? { error: msg } : undefined)
    .int(msg ?? FieldMsg.integer)
    .min(INT32_MIN, msg ?? FieldMsg.outOfRange)
    .max(INT32_MAX, msg ?? FieldMsg.outOfRange);
/** A row id: a positive int32. */
export const id = (msg?: string) => int32(msg).positive(msg ?? FieldMsg.id);

/** Digits as query strings and forms carry numbers; anything else stays as it is, to be refused. */
const numberFromText = (v: unknown) => (typeof v === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/**
 * A number that may come as a number or as digits (a query string, a form, or a JSON body of a call that takes
 * both), checked by `inner`. Unlike `z.coerce`, `true`, `[5]` or `''` are not numbers here.
 */
export const numberParam = <T extends z.ZodType<number>>(inner: T) => z.preprocess(numberFromText, inner);

export interface IntParamOptions {
  min?: number;
  max?: number;
  msg?: string;
}
/** An int32 as a number or digits, within [min, max]. */
export const intParam = ({ min = INT32_MIN, max = INT32_MAX, msg }: IntParamOptions = {}) =>
  numberParam(int32(msg).min(min, msg).max(max, msg));
/** A positive int32 id as a number or digits. */
export const idParam = (msg?: string) => intParam({ min: 1, msg });
