import { z } from '../zod-locale';
import { id as idNumber, int32 } from '../fields';
import { type SheetSpec, XlsxMsg } from '../xlsx';
import { vaccineDoseFields } from './vaccinations';
import { VACCINES } from './vaccine-schedule';

/**
 * The dose import of 疫苗接种 (docs/health.md "疫苗接种"; docs/xlsx.md): one dose a row, as a clinic's list or a
 * typed-up certificate gives them. The child is picked as 「班级 姓名」 from the template's drop-down (the lookup
 * `children`), the vaccine and dose number from fixed lists; the fields are `vaccineDose.save`'s own.
 */
export const VACCINE_IMPORT_MAX = 2000;
const f = vaccineDoseFields;

/** 「大一班 陈晴沐」: how the sheet names a child. */
export const childSheetLabel = (className: string, name: string): string => `${className} ${name}`;

export const VACCINE_DOSE_SHEET = {
  title: '接种记录',
  maxRows: VACCINE_IMPORT_MAX,
  columns: [
    { header: '幼儿', key: 'studentId', field: f.studentId, lookup: 'children', unknownMsg: '幼儿不存在', width: 20 },
    { header: '疫苗', key: 'vaccine', field: f.vaccine, options: VACCINES.map((v) => ({ value: v.code, label: v.name })), width: 22 },
    {
      header: '剂次',
      key: 'doseNo',
      field: f.doseNo,
      options: Array.from({ length: 9 }, (_, i) => ({ value: i + 1, label: `第${i + 1}剂` })),
      width: 8,
    },
    { header: '接种日期', key: 'day', field: f.day, kind: 'date', example: '2023-06-01', width: 14 },
    { header: '接种单位', key: 'place', field: f.place, example: '社区卫生服务中心', width: 22 },
    { header: '疫苗批号', key: 'batch', field: f.batch, example: '', width: 14 },
  ],
} as const satisfies SheetSpec;

/** POST /park/vaccine/import: the dry run's records; the service checks every row again and writes all or none. */
export const importVaccineDosesInput = z.object({
  schoolId: idNumber(),
  rows: z
    .array(z.looseObject({ row: int32().min(1) }), { error: XlsxMsg.empty })
    .min(1, XlsxMsg.empty)
    .max(VACCINE_IMPORT_MAX, XlsxMsg.tooMany(VACCINE_IMPORT_MAX)),
});
export type ImportVaccineDosesInput = z.infer<typeof importVaccineDosesInput>;
export const importVaccineDosesResultSchema = z.object({ count: z.number().int() });
