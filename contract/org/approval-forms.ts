import { formatFen, MAX_FEN } from '../finance/fees';
import { FieldMsg, hasBadChars, idParam, isCalendarDate, isoDateTime, uuid } from '../fields';
import { isSafeFileReference } from '../uploads';
import { z } from '../zod-locale';
import { APPROVAL_LIMITS, ApprovalMsg } from './approval-rules';
import { type ApprovalField, FIELD_KEY } from './approval-templates';

/** An application's form: its values, their checks and display, the submit's arguments (the area: contract/org/approvals.ts). */

export interface DateRangeValue {
  start: string;
  end: string;
}
export interface AttachmentValue {
  filePath: string;
  fileName: string;
  size: number;
}
export type FormValue = string | number | string[] | DateRangeValue | AttachmentValue[] | null;
export type ApprovalForm = Record<string, FormValue>;

/** Days from start to end, both counted (2026-12-01 … 2026-12-02 is 2). */
export const rangeDays = (r: DateRangeValue): number => Math.round((Date.parse(r.end) - Date.parse(r.start)) / 86_400_000) + 1;
/** Every day of a range, in order. */
export function daysOf(r: DateRangeValue): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${r.start}T00:00:00Z`), end = Date.parse(`${r.end}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10)); // UTC day on purpose: calendar days at UTC midnight
  }
  return out;
}

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with one field's value (null: fine). The device and the server check an application with it against
 * the template the application names, so a form refused on the server is refused offline in the same words.
 */
export function fieldValueIssue(f: ApprovalField, v: unknown): string | null {
  if (isEmpty(v))
    return f.required
      ? f.kind === 'choice' || f.kind === 'dateRange'
        ? ApprovalMsg.choose(f.label)
        : ApprovalMsg.required(f.label)
      : null;
  switch (f.kind) {
    case 'text':
    case 'textarea':
      if (typeof v !== 'string') return ApprovalMsg.required(f.label);
      if (v.trim() === '') return f.required ? ApprovalMsg.required(f.label) : null;
      if (v.length > APPROVAL_LIMITS.text) return ApprovalMsg.textMax(f.label);
      return hasBadChars(v, f.kind === 'textarea') ? FieldMsg.badChars : null;
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v)) return ApprovalMsg.number(f.label);
      return Math.abs(v) > APPROVAL_LIMITS.number || Math.round(v * 100) !== v * 100 ? ApprovalMsg.numberRange(f.label) : null;
    case 'money':
      if (typeof v !== 'number' || !Number.isInteger(v)) return ApprovalMsg.money(f.label);
      return v < 0 || v > MAX_FEN ? ApprovalMsg.numberRange(f.label) : null;
    case 'dateRange': {
      if (!isPlainObject(v) || typeof v.start !== 'string' || typeof v.end !== 'string') return ApprovalMsg.dateRange(f.label);
      if (Object.keys(v).length !== 2 || !isCalendarDate(v.start) || !isCalendarDate(v.end)) return ApprovalMsg.dateRange(f.label);
      if (v.end < v.start) return ApprovalMsg.rangeOrder(f.label);
      return rangeDays({ start: v.start, end: v.end }) > APPROVAL_LIMITS.rangeDays ? ApprovalMsg.rangeMax(f.label) : null;
    }
    case 'choice': {
      const picked = f.multiple ? v : [v];
      if (!Array.isArray(picked) || picked.some((o) => typeof o !== 'string' || !f.options.includes(o)))
        return ApprovalMsg.badOption(f.label);
      return new Set(picked).size !== picked.length ? ApprovalMsg.badOption(f.label) : null;
    }
    case 'picture':
      if (!Array.isArray(v) || v.some((p) => typeof p !== 'string' || p.length > 1000 || !isSafeFileReference(p)))
        return ApprovalMsg.files(f.label);
      return v.length > APPROVAL_LIMITS.pictures ? ApprovalMsg.filesMax(f.label, APPROVAL_LIMITS.pictures) : null;
    case 'attachment':
      if (
        !Array.isArray(v) ||
        v.some(
          (a) =>
            !isPlainObject(a) ||
            typeof a.filePath !== 'string' ||
            a.filePath.length > 1000 ||
            !isSafeFileReference(a.filePath) ||
            typeof a.fileName !== 'string' ||
            a.fileName.length > 200 ||
            hasBadChars(a.fileName) ||
            typeof a.size !== 'number' ||
            !Number.isInteger(a.size) ||
            a.size < 0,
        )
      )
        return ApprovalMsg.files(f.label);
      return v.length > APPROVAL_LIMITS.attachments ? ApprovalMsg.filesMax(f.label, APPROVAL_LIMITS.attachments) : null;
  }
}

/** The first problem of a form against its template's fields: the field's key and the message, or null. */
export function formIssue(fields: readonly ApprovalField[], form: Record<string, unknown>): { key: string; message: string } | null {
  const keys = new Set(fields.map((f) => f.key));
  const unknown = Object.keys(form).find((k) => !keys.has(k));
  if (unknown) return { key: unknown, message: ApprovalMsg.unknownField };
  for (const f of fields) {
    const message = fieldValueIssue(f, form[f.key]);
    if (message) return { key: f.key, message };
  }
  return null;
}

/** A value as one line of text (lists, the export, 通知). */
export function formatFieldValue(f: Pick<ApprovalField, 'kind'>, v: unknown): string {
  if (isEmpty(v)) return '';
  switch (f.kind) {
    case 'dateRange': {
      const r = v as DateRangeValue;
      return `${r.start} 至 ${r.end}（共${rangeDays(r)}天）`;
    }
    case 'choice':
      return Array.isArray(v) ? v.join('、') : String(v);
    case 'money':
      return formatFen(Number(v));
    case 'picture':
      return `${(v as string[]).length}张图片`;
    case 'attachment':
      return (v as AttachmentValue[]).map((a) => a.fileName).join('、');
    default:
      return String(v);
  }
}

/** The one-line summary of an application: its first two filled fields. */
export function formSummary(fields: readonly ApprovalField[], form: Record<string, unknown>): string {
  return fields
    .filter((f) => f.kind !== 'picture' && f.kind !== 'attachment' && !isEmpty(form[f.key]))
    .slice(0, 2)
    .map((f) => `${f.label}：${formatFieldValue(f, form[f.key])}`)
    .join('；');
}

const FORM_MAX_CHARS = 40_000;
/** An application's form as sent: values by field key (checked against the template by formIssue). */
const formSchema = z
  .record(z.string().regex(FIELD_KEY, ApprovalMsg.unknownField), z.unknown())
  .refine((f) => Object.keys(f).length <= APPROVAL_LIMITS.fields, ApprovalMsg.formTooBig)
  .refine((f) => JSON.stringify(f).length <= FORM_MAX_CHARS, ApprovalMsg.formTooBig);

export const submitApprovalSchema = z.object({
  /** The device's UUIDv7: an application made offline keeps its id. */
  id: uuid(),
  schoolId: idParam(),
  templateId: uuid(ApprovalMsg.templateNotFound),
  form: formSchema,
  /** When the applicant pressed 提交 on the device (offline: earlier than the server's time). */
  createTime: isoDateTime(),
});
export type SubmitApprovalInput = z.infer<typeof submitApprovalSchema>;
