import { z } from 'zod';
import { WEBSITE_MUTATIONS } from '../website';
import { fileMutations } from '../uploads';
import { CLASS_CHAT_MUTATIONS } from '../class-chat';

const id = z.uuid('无效的编号');
const schoolId = z.number().int().positive();
const name = (label: string, max: number) => z.string().trim().min(1, `请输入${label}`).max(max, `${label}最多${max}个字`);
const birthday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择出生日期')
  .refine((d) => !Number.isNaN(Date.parse(d)) && d <= new Date().toISOString().slice(0, 10), '出生日期不正确');
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
    grade: z.number().int().min(0).max(6),
    headTeacher: z.string().trim().max(20).default(''),
  }),
  'class.update': z.object({
    id,
    schoolId,
    name: name('班级名称', 20).optional(),
    grade: z.number().int().min(0).max(6).optional(),
    headTeacher: z.string().trim().max(20).optional(),
  }),
  'class.delete': z.object({ id, schoolId }),
  'student.create': z.object({ id, schoolId, classId: z.uuid('请选择班级'), name: name('姓名', 20), gender, birthday }),
  'student.update': z.object({
    id,
    schoolId,
    classId: z.uuid('请选择班级').optional(),
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
