import { z } from '../zod-locale';
import { id as idNumber, int32, uuid } from '../fields';
import { type SheetSpec, sheetOptions, XlsxMsg } from '../xlsx';
import { CHECKUP_KINDS, checkupFields, EYE_APPRAISALS, HEARING, HealthRecordMsg } from './health-records';

/**
 * The hospital's check-up sheet (健康档案 导入, docs/health.md): one row a check-up, the child named as the school
 * calls them (`children` lookup: the name, with the class in brackets when two children share it). Each column's
 * field is the `checkup.save` mutation's own, so a cell is refused as the form refuses it.
 */
export const CHECKUP_IMPORT_MAX = 2000;

export const CHECKUP_SHEET = {
  title: '体检记录',
  maxRows: CHECKUP_IMPORT_MAX,
  columns: [
    { header: '幼儿', key: 'studentId', field: uuid(HealthRecordMsg.child), lookup: 'children', unknownMsg: '幼儿不存在', width: 16 },
    { header: '体检类型', key: 'kind', field: checkupFields.kind, options: sheetOptions(CHECKUP_KINDS), example: '定期体检', width: 12 },
    { header: '体检日期', key: 'date', field: checkupFields.date, kind: 'date', example: '2026-09-15', width: 14 },
    { header: '身高(cm)', key: 'heightCm', field: checkupFields.heightCm, example: '102.5', width: 10 },
    { header: '体重(kg)', key: 'weightKg', field: checkupFields.weightKg, example: '16.4', width: 10 },
    { header: '头围(cm)', key: 'headCm', field: checkupFields.headCm, example: '', width: 10 },
    { header: '血红蛋白(g/L)', key: 'haemoglobin', field: checkupFields.haemoglobin, example: '122', width: 14 },
    { header: '左眼视力', key: 'visionLeft', field: checkupFields.visionLeft, example: '4.9', width: 10 },
    { header: '右眼视力', key: 'visionRight', field: checkupFields.visionRight, example: '4.9', width: 10 },
    {
      header: '眼科评估',
      key: 'eyeAppraisal',
      field: checkupFields.eyeAppraisal,
      options: sheetOptions(EYE_APPRAISALS),
      example: '正常',
      width: 14,
    },
    { header: '听力', key: 'hearing', field: checkupFields.hearing, options: sheetOptions(HEARING), example: '通过', width: 8 },
    { header: '龋齿数', key: 'caries', field: checkupFields.caries, example: '0', width: 8 },
    { header: '体检结论', key: 'conclusion', field: checkupFields.conclusion.default(''), example: '健康', width: 20 },
    { header: '体检医生', key: 'doctor', field: checkupFields.doctor.default(''), example: '王医生', width: 12 },
  ],
} as const satisfies SheetSpec;

/** A child's label in the sheet: the name, with the class when another child of the school has the same name. */
export function childSheetOptions(children: readonly { id: string; name: string; className: string }[]) {
  const seen = new Map<string, number>();
  for (const c of children) seen.set(c.name, (seen.get(c.name) ?? 0) + 1);
  return children.map((c) => ({ value: c.id, label: (seen.get(c.name) ?? 0) > 1 ? `${c.name}（${c.className}）` : c.name }));
}

/** POST /park/health/checkup/import: the dry run's records; the service checks every row again with the sheet. */
export const importCheckupsInput = z.object({
  schoolId: idNumber(),
  rows: z
    .array(z.looseObject({ row: int32().min(1) }), { error: XlsxMsg.empty })
    .min(1, XlsxMsg.empty)
    .max(CHECKUP_IMPORT_MAX, XlsxMsg.tooMany(CHECKUP_IMPORT_MAX)),
});
export type ImportCheckupsInput = z.infer<typeof importCheckupsInput>;
export const importCheckupsResultSchema = z.object({ count: z.number().int() });
