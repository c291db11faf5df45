import { z } from '../zod-locale';
import { GENDERS } from '../enums';
import { id as idNumber, int32 } from '../fields';
import { SCHOOL_RECORDS } from './school-records';
import { type SheetSpec, sheetOptions, XlsxMsg } from '../xlsx';

/**
 * The student import (SPEC §7 /park/importStudents) and the roster export of 幼儿管理 (/YWGL/JCXX/YEGL): one column
 * spec (contract/xlsx.ts). Each field is the `student.create` mutation's own, so a file is checked as the form is.
 * A new student field is one line here (header, key, field, example, options).
 */
const fields = SCHOOL_RECORDS.mutations['student.create'].args.shape;

export const STUDENT_IMPORT_MAX = 2000;

export const STUDENT_SHEET = {
  title: '幼儿信息',
  maxRows: STUDENT_IMPORT_MAX,
  columns: [
    { header: '姓名', key: 'name', field: fields.name, example: '张小明', width: 14 },
    { header: '性别', key: 'gender', field: fields.gender, options: sheetOptions(GENDERS), example: '男', width: 8 },
    { header: '出生日期', key: 'birthday', field: fields.birthday, kind: 'date', example: '2021-09-01', width: 14 },
    { header: '班级', key: 'classId', field: fields.classId, lookup: 'classes', unknownMsg: '班级不存在', width: 16 },
  ],
} as const satisfies SheetSpec;

/**
 * POST /park/importStudents: the dry run's records (codes, each with its Excel row number). Only the shape is
 * checked here; the service checks every row with STUDENT_SHEET and names the first bad one (第N行「列」：…).
 */
export const importStudentsInput = z.object({
  schoolId: idNumber(),
  rows: z
    .array(z.looseObject({ row: int32().min(1) }), { error: XlsxMsg.empty })
    .min(1, XlsxMsg.empty)
    .max(STUDENT_IMPORT_MAX, XlsxMsg.tooMany(STUDENT_IMPORT_MAX)),
});
export type ImportStudentsInput = z.infer<typeof importStudentsInput>;

export const importStudentsResultSchema = z.object({ count: z.number().int() });
export type ImportStudentsResult = z.infer<typeof importStudentsResultSchema>;
