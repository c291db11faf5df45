import { z } from '../zod-locale';

/** School records' replicated rows: classes, children, class history, promotions, guardians, exceptions (the area: school-records.ts). */

/** Rows of the replicated tables, exactly as the server sends them in pull changes and the client stores them. */
export const classRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** Kindergarten 0 big … 5 pre-school; primary 1–6 (SPEC §3 enumerations). */
  grade: z.number().int(),
  sort: z.number().int(),
  /** The head teacher's name as shown (kept with the row so a device without the staff list shows it offline). */
  headTeacher: z.string(),
  /** The head teacher's user id among the school's members, or null (none, or a name typed before ids). */
  headTeacherId: z.number().int().nullable(),
  /** Assistant teachers (配班/保育): member ids with their names as shown. */
  assistants: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ClassRow = z.infer<typeof classRowSchema>;

/**
 * The rest of a child's record (SPEC §3; fields the SPEC does not show as Chinese kindergarten systems keep them):
 * papers, family background, photo and free labels; the school data record (学籍); the health record; and the
 * leave of a child who left (离园). Codes are those of contract/people/student-enums.ts; null is "not given".
 */
function studentDetailRow() {
  return {
    idType: z.number().int(),
    idNumber: z.string(),
    household: z.number().int().nullable(),
    bloodType: z.number().int().nullable(),
    trusteeship: z.number().int().nullable(),
    ethnicity: z.number().int().nullable(),
    /** ISO 3166-1 numeric code (COUNTRY_LIST), '' not given. */
    nationality: z.string(),
    labels: z.array(z.string()),
    /** A stored file path, '' none. */
    photo: z.string(),
    address: z.string(),
    enrolDate: z.string().nullable(),
    /** School data record (学籍): 学籍号, birthplace, registered residence, only child, left-behind child. */
    studentNo: z.string(),
    birthplace: z.string(),
    householdAddress: z.string(),
    onlyChild: z.boolean(),
    leftBehind: z.boolean(),
    /** Health record (健康档案). */
    allergies: z.string(),
    conditions: z.string(),
    healthNotes: z.string(),
    /** Set while status is 2 (离园). */
    leaveDate: z.string().nullable(),
    leaveReason: z.string(),
  };
}

export const studentRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  name: z.string(),
  /** 1 boy, 2 girl. */
  gender: z.union([z.literal(1), z.literal(2)]),
  /** Year-month-day (SPEC §3). */
  birthday: z.string(),
  /** STUDENT_STATUS (contract/people/student-enums.ts): 1 在园, 2 离园, 3 毕业. */
  status: z.number().int(),
  ...studentDetailRow(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

/** Why a class history row was written: a rename, a promotion (升班), or its children graduating. */
export const CLASS_HISTORY_REASONS = { rename: '改名', promote: '升班', graduate: '毕业' } as const;
export type ClassHistoryReason = keyof typeof CLASS_HISTORY_REASONS;

/** A class's past name and grade, one row each time it is renamed or promoted (班级历史). */
export const classHistoryRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  /** The name and grade the class had until this change. */
  name: z.string(),
  grade: z.number().int(),
  /** The school year the old name belonged to, e.g. '2025-2026'. */
  schoolYear: z.string(),
  reason: z.enum(['rename', 'promote', 'graduate']),
  /** The promotion plan that wrote it, if any. */
  planId: z.uuid().nullable(),
  /** ISO time of the change. */
  changedAt: z.string(),
});
export type ClassHistoryRow = z.infer<typeof classHistoryRowSchema>;

/** 升班计划: a promotion made ahead for a day (or at once), run once by the server, undoable until a later change. */
export const PROMOTION_STATES = { planned: '待执行', done: '已执行', undone: '已撤销' } as const;
export type PromotionState = keyof typeof PROMOTION_STATES;
export const promotionPlanRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  /** The China day it runs on (YYYY-MM-DD). */
  runOn: z.string(),
  state: z.enum(['planned', 'done', 'undone']),
  createdAt: z.string(),
  /** ISO times; null until it happens. */
  doneAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** What the run did: classes moved up a grade and children who graduated. */
  promoted: z.number().int(),
  graduated: z.number().int(),
});
export type PromotionPlanRow = z.infer<typeof promotionPlanRowSchema>;

/** A family member or guardian of a child (家庭成员/监护人). */
export const guardianRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  /** GUARDIAN_RELATIONS. */
  relation: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The one to call first; at most one per child. */
  primary: z.boolean(),
  mayPickUp: z.boolean(),
  photo: z.string(),
});
export type GuardianRow = z.infer<typeof guardianRowSchema>;

/** An exception record of a child (异常记录): something noticed on a day. */
export const studentExceptionRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  date: z.string(),
  /** EXCEPTION_KINDS. */
  kind: z.number().int(),
  description: z.string(),
});
export type StudentExceptionRow = z.infer<typeof studentExceptionRowSchema>;
