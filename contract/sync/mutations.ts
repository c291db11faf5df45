import { z } from 'zod';
import { id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { WEBSITE_MUTATIONS } from '../website';
import { fileMutations } from '../uploads';
import { CLASS_CHAT_MUTATIONS } from '../class-chat';

const id = uuid();
const schoolId = idNumber();
const name = (label: string, max: number) => text(max, { required: `请输入${label}`, maxMsg: `${label}最多${max}个字` });
const birthday = isoDate('出生日期不正确', '请选择出生日期').refine((d) => d <= new Date().toISOString().slice(0, 10), '出生日期不正确');
const grade = int32().min(0).max(6);
const headTeacher = text(20);
const gender = z.union([z.literal(1), z.literal(2)], { error: '请选择性别' });

/**
 * Every mutation the app can make offline: name → args schema. The client validates with it before the optimistic
 * change; the server validates again and runs the same service as the REST route of that operation.
 */
export const MUTATIONS = {
  'class.create': z.object({
    id,
    schoolId,
    name: name('班级名称', 20),
    grade,
    headTeacher: headTeacher.default(''),
  }),
  'class.update': z.object({
    id,
    schoolId,
    name: name('班级名称', 20).optional(),
    grade: grade.optional(),
    headTeacher: headTeacher.optional(),
  }),
  'class.delete': z.object({ id, schoolId }),
  'student.create': z.object({ id, schoolId, classId: uuid('请选择班级'), name: name('姓名', 20), gender, birthday }),
  'student.update': z.object({
    id,
    schoolId,
    classId: uuid('请选择班级').optional(),
    name: name('姓名', 20).optional(),
    gender: gender.optional(),
    birthday: birthday.optional(),
  }),
  'student.delete': z.object({ id, schoolId }),
  ...WEBSITE_MUTATIONS,
  ...fileMutations,
  ...CLASS_CHAT_MUTATIONS,
} as const;

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = z.infer<(typeof MUTATIONS)[N]>;
export const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATIONS, name);
