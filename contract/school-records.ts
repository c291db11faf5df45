import { z } from 'zod';
import { defineArea } from './area';
import { id as idNumber, int32, isoDate, text, uuid } from './fields';

/**
 * School records (SPEC §2 班级管理 /YWGL/JCXX/BJGL and 幼儿管理 /YWGL/JCXX/YEGL, §3): a school's classes and the
 * children enrolled in them, both replicated per school and edited offline.
 */

/** Rows of the replicated tables, exactly as the server sends them in pull changes and the client stores them. */
export const classRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** Kindergarten 0 big … 5 pre-school; primary 1–6 (SPEC §3 enumerations). */
  grade: z.number().int(),
  sort: z.number().int(),
  headTeacher: z.string(),
});
export type ClassRow = z.infer<typeof classRowSchema>;

export const studentRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  name: z.string(),
  /** 1 boy, 2 girl. */
  gender: z.union([z.literal(1), z.literal(2)]),
  /** Year-month-day (SPEC §3). */
  birthday: z.string(),
  /** 1 enrolled. */
  status: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

const id = uuid();
const schoolId = idNumber();
const name = (label: string, max: number) => text(max, { required: `请输入${label}`, maxMsg: `${label}最多${max}个字` });
const birthday = isoDate('出生日期不正确', '请选择出生日期').refine((d) => d <= new Date().toISOString().slice(0, 10), '出生日期不正确');
const grade = int32().min(0).max(6);
const headTeacher = text(20);
const gender = z.union([z.literal(1), z.literal(2)], { error: '请选择性别' });

const CLASSES = '/YWGL/JCXX/BJGL';
const CHILDREN = '/YWGL/JCXX/YEGL';

export const SCHOOL_RECORDS = defineArea({
  name: 'schoolRecords',
  scope: 'records',
  tables: { classes: classRowSchema, students: studentRowSchema },
  mutations: {
    'class.create': {
      args: z.object({ id, schoolId, name: name('班级名称', 20), grade, headTeacher: headTeacher.default('') }),
      label: '新增班级',
      permission: `${CLASSES}:add`,
      module: '班级管理',
    },
    'class.update': {
      args: z.object({
        id,
        schoolId,
        name: name('班级名称', 20).optional(),
        grade: grade.optional(),
        headTeacher: headTeacher.optional(),
      }),
      label: '修改班级',
      permission: `${CLASSES}:edit`,
      module: '班级管理',
    },
    'class.delete': { args: z.object({ id, schoolId }), label: '删除班级', permission: `${CLASSES}:remove`, module: '班级管理' },
    'student.create': {
      args: z.object({ id, schoolId, classId: uuid('请选择班级'), name: name('姓名', 20), gender, birthday }),
      label: '新增幼儿',
      permission: `${CHILDREN}:add`,
      module: '幼儿管理',
    },
    'student.update': {
      args: z.object({
        id,
        schoolId,
        classId: uuid('请选择班级').optional(),
        name: name('姓名', 20).optional(),
        gender: gender.optional(),
        birthday: birthday.optional(),
      }),
      label: '修改幼儿',
      permission: `${CHILDREN}:edit`,
      module: '幼儿管理',
    },
    'student.delete': { args: z.object({ id, schoolId }), label: '删除幼儿', permission: `${CHILDREN}:remove`, module: '幼儿管理' },
  },
});
