import { z } from '../zod-locale';
import { id as idNumber, idParam, isoDate, uuid } from '../fields';
import { KINDERGARTEN_GRADES, PRIMARY_GRADES } from '../enums';

/**
 * 升班 (SPEC §4 "class promotion with set date"): what one promotion does to a class, and the calls of the 升班
 * dialog. The rule is pure so the server's preview and its run cannot disagree.
 *
 * Kindergarten: 托班 → 小班 → 中班 → 大班, and 大班 (like 学前班, the year before primary school) is the top: its
 * children graduate and the class keeps its grade and name. 混龄班 stays as it is. Style 2 schools: 一年级 … 六年级,
 * 六年级 graduates.
 */

export const ClassMsg = {
  nothingToPromote: '没有可升班的班级',
  notPlanned: '该升班计划已执行或已撤销',
  notDone: '该升班计划尚未执行，无需撤销',
  changedSince: '升班后班级或幼儿已有修改，无法撤销',
  runOnPast: '执行日期不能早于今天',
  planExists: '已有待执行的升班计划，请先删除',
  offline: '升班需要联网，请连接网络后再试',
  notMember: '所选教师不是本园教职工',
} as const;

/** Kindergarten grade → the grade a year later; null: the top (graduates); undefined: unchanged (mixed age). */
const KINDERGARTEN_NEXT: Record<number, number | null | undefined> = { 3: 2, 2: 1, 1: 0, 0: null, 5: null, 4: undefined };
const PRIMARY_NEXT: Record<number, number | null | undefined> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: null };

export type PromotionAction = 'promote' | 'graduate' | 'stay';

export interface PromotionStep {
  action: PromotionAction;
  grade: number;
  name: string;
}

/** A class name with the old grade's words replaced by the new grade's (小一班 → 中一班, 一年级2班 → 二年级2班). */
function renamed(name: string, from: string, to: string): string {
  if (name.includes(from)) return name.replace(from, to);
  // 小一班, 一(2)班: the grade's first character leads the name.
  const [fromHead, toHead] = [from.charAt(0), to.charAt(0)];
  return name.startsWith(fromHead) ? toHead + name.slice(1) : name;
}

/**
 * What promotion does to a class of this grade and name in a school of this style. A graduating class keeps its
 * grade and takes its year (大一班 → 大一班(2027届)), so the class moving up into its grade can take its name.
 */
export function promotionStep(grade: number, name: string, schoolStyle: number, graduationYear: number): PromotionStep {
  const primary = schoolStyle === 2;
  const next = (primary ? PRIMARY_NEXT : KINDERGARTEN_NEXT)[grade];
  if (next === undefined) return { action: 'stay', grade, name };
  if (next === null) {
    const suffix = `(${graduationYear}届)`;
    return { action: 'graduate', grade, name: /届\)$/.test(name) ? name : name.slice(0, 20 - suffix.length) + suffix };
  }
  const labels = primary ? PRIMARY_GRADES : KINDERGARTEN_GRADES;
  return { action: 'promote', grade: next, name: renamed(name, labels[grade] ?? '', labels[next] ?? '') };
}

/** GET /park/class/promotion/preview: each class, what it becomes and how many of its children graduate. */
export const promotionPreviewQuerySchema = z.object({ schoolId: idParam() });
export const promotionPreviewItemSchema = z.object({
  classId: z.string(),
  name: z.string(),
  grade: z.number().int(),
  action: z.enum(['promote', 'graduate', 'stay']),
  newName: z.string(),
  newGrade: z.number().int(),
  graduating: z.number().int(),
});
export type PromotionPreviewItem = z.infer<typeof promotionPreviewItemSchema>;

/** POST /park/class/promotion/add: a plan for a day, or (no day) 立即执行. */
export const promotionPlanInputSchema = z.object({
  id: uuid(),
  schoolId: idNumber(),
  runOn: isoDate('执行日期不正确', '请选择执行日期').optional(),
});
export type PromotionPlanInput = z.infer<typeof promotionPlanInputSchema>;

/** POST /park/class/promotion/undo and /delete: one plan of the school. */
export const promotionPlanRefSchema = z.object({ id: uuid(), schoolId: idNumber() });

/** GET /park/class/teachers: the school's staff a class's teachers are chosen from. */
export const classTeachersQuerySchema = z.object({ schoolId: idParam() });
export const classTeacherSchema = z.object({ id: z.number().int(), name: z.string(), position: z.string() });
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

/**
 * 班级排序: the school's classes in the order `ids` gives (unknown ids ignored), then those it leaves out (added
 * meanwhile on another device) in their old order. Index i is the new `sort`; the server and the replica agree.
 */
export function orderClasses<T extends { id: string; sort: number }>(rows: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const listed = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(listed.map((r) => r.id));
  const rest = rows.filter((r) => !seen.has(r.id)).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  return [...listed, ...rest];
}

/** GET /park/ClassManagements/allClass and POST …/getClassTree (style 2): the school's classes, flat or by grade. */
export const classListQuerySchema = z.object({ schoolId: idParam() });
