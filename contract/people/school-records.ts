import { z } from '../zod-locale';
import { defineArea } from '../area';
import { id as idNumber, int32, isoDate, text, uuid } from '../fields';
import {
  BLOOD_TYPES,
  ETHNIC_GROUPS,
  EXCEPTION_KINDS,
  GUARDIAN_RELATIONS,
  HOUSEHOLDS,
  ID_TYPES,
  STUDENT_STATUS,
  TRUSTEESHIPS,
} from './student-enums';
import { isSafeFileReference } from '../uploads';
import { chinaToday } from '../china-time';

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

export const StudentMsg = {
  pickStudents: '请选择幼儿',
  tooMany: '一次最多选择500名幼儿',
  notEnrolled: (name: string, action: string) => `${name}不是在园状态，不能${action}`,
  notLeft: (name: string) => `${name}不是离园状态，不能复学`,
  leaveDate: '请选择离园日期',
  leaveReason: '请输入离园原因',
  phone: '请输入正确的手机号!',
  phoneRequired: '请输入手机号',
  photo: '图片地址不正确',
  labels: '最多10个标签',
  kind: '请选择异常类型',
  exceptionDate: '请选择日期',
  description: '请输入异常描述',
  relation: '请选择与幼儿关系',
} as const;

const id = uuid();
const schoolId = idNumber();
const name = (label: string, max: number) => text(max, { required: `请输入${label}`, maxMsg: `${label}最多${max}个字` });
const birthday = isoDate('出生日期不正确', '请选择出生日期').refine((d) => d <= chinaToday(), '出生日期不正确');
const grade = int32().min(0).max(6);
const headTeacher = text(20);
/** A member of the school (a user id); the server checks the membership and stores the member's name. */
const memberId = int32().min(1, '请选择教师');
const assistants = z.array(z.object({ id: memberId, name: text(20) })).max(10, '配班教师最多10人');
const gender = z.union([z.literal(1), z.literal(2)], { error: '请选择性别' });

/** A code of an enumeration (a key of `labels`), or null for "not given". */
const code = (labels: Readonly<Record<number, string>>, msg: string) => int32(msg).refine((v) => v in labels, msg);
const optionalCode = (labels: Readonly<Record<number, string>>, msg: string) => code(labels, msg).nullable();
const day = (msg: string) => isoDate(msg).refine((d) => d <= chinaToday(), msg);
const photo = text(1000).refine((v) => v === '' || isSafeFileReference(v), StudentMsg.photo);
const phone = z
  .string({ error: StudentMsg.phoneRequired })
  .trim()
  .min(1, StudentMsg.phoneRequired)
  .regex(/^1[3-9]\d{9}$/, StudentMsg.phone);

/**
 * A child's detail fields as the create (defaults) and the update (optional) take them. The ID number fits its
 * type and, for a resident ID, the birthday (contract/id-number.ts): the services and mutators check that on the
 * merged record, since an update may change either alone.
 */
const studentDetailArgs = {
  idType: code(ID_TYPES, '请选择证件类型'),
  idNumber: text(30).transform((v) => v.toUpperCase()),
  household: optionalCode(HOUSEHOLDS, '请选择户口性质'),
  bloodType: optionalCode(BLOOD_TYPES, '请选择血型'),
  trusteeship: optionalCode(TRUSTEESHIPS, '请选择托管方式'),
  ethnicity: optionalCode(ETHNIC_GROUPS, '请选择民族'),
  nationality: text(3).refine((v) => v === '' || /^\d{3}$/.test(v), '请选择国籍'),
  labels: z.array(text(10, { required: '标签不能为空', maxMsg: '标签最多10个字' })).max(10, StudentMsg.labels),
  photo,
  address: text(100),
  enrolDate: day('入园日期不正确').nullable(),
  studentNo: text(30),
  birthplace: text(50),
  householdAddress: text(100),
  onlyChild: z.boolean(),
  leftBehind: z.boolean(),
  allergies: text(200, { multiline: true }),
  conditions: text(200, { multiline: true }),
  healthNotes: text(500, { multiline: true }),
};
type DetailArgs = typeof studentDetailArgs;
const a = studentDetailArgs;
/** What a new child's record holds for the fields the form (or the import) leaves out. */
export const STUDENT_DETAIL_DEFAULTS = {
  idType: 0,
  idNumber: '',
  household: null,
  bloodType: null,
  trusteeship: null,
  ethnicity: null,
  nationality: '',
  labels: [] as string[],
  photo: '',
  address: '',
  enrolDate: null,
  studentNo: '',
  birthplace: '',
  householdAddress: '',
  onlyChild: false,
  leftBehind: false,
  allergies: '',
  conditions: '',
  healthNotes: '',
};
const d = STUDENT_DETAIL_DEFAULTS;
const detailCreateArgs = {
  idType: a.idType.default(d.idType),
  idNumber: a.idNumber.default(d.idNumber),
  household: a.household.default(d.household),
  bloodType: a.bloodType.default(d.bloodType),
  trusteeship: a.trusteeship.default(d.trusteeship),
  ethnicity: a.ethnicity.default(d.ethnicity),
  nationality: a.nationality.default(d.nationality),
  labels: a.labels.default(() => []),
  photo: a.photo.default(d.photo),
  address: a.address.default(d.address),
  enrolDate: a.enrolDate.default(d.enrolDate),
  studentNo: a.studentNo.default(d.studentNo),
  birthplace: a.birthplace.default(d.birthplace),
  householdAddress: a.householdAddress.default(d.householdAddress),
  onlyChild: a.onlyChild.default(d.onlyChild),
  leftBehind: a.leftBehind.default(d.leftBehind),
  allergies: a.allergies.default(d.allergies),
  conditions: a.conditions.default(d.conditions),
  healthNotes: a.healthNotes.default(d.healthNotes),
};
const detailUpdateArgs = Object.fromEntries(Object.entries(studentDetailArgs).map(([k, schema]) => [k, schema.optional()])) as {
  [K in keyof DetailArgs]: z.ZodOptional<DetailArgs[K]>;
};

const studentIds = z.array(uuid(), { error: StudentMsg.pickStudents }).min(1, StudentMsg.pickStudents).max(500, StudentMsg.tooMany);
const guardianFields = {
  relation: code(GUARDIAN_RELATIONS, StudentMsg.relation),
  name: name('姓名', 20),
  phone,
  primary: z.boolean(),
  mayPickUp: z.boolean(),
  photo,
};

const CLASSES = '/YWGL/JCXX/BJGL';
const CHILDREN = '/YWGL/JCXX/YEGL';
const LEAVERS = '/YWGL/JCXX/LYYE';

export const SCHOOL_RECORDS = defineArea({
  name: 'schoolRecords',
  page: '/YWGL/JCXX',
  scope: 'records',
  tables: {
    classes: classRowSchema,
    students: studentRowSchema,
    classHistory: classHistoryRowSchema,
    promotionPlans: promotionPlanRowSchema,

    guardians: guardianRowSchema,
    studentExceptions: studentExceptionRowSchema,
  },
  mutations: {
    'class.create': {
      args: z.object({
        id,
        schoolId,
        name: name('班级名称', 20),
        grade,
        headTeacher: headTeacher.default(''),
        headTeacherId: memberId.nullable().default(null),
        assistants: assistants.default([]),
      }),
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
        headTeacherId: memberId.nullable().optional(),
        assistants: assistants.optional(),
      }),
      label: '修改班级',
      permission: `${CLASSES}:edit`,
      module: '班级管理',
    },
    'class.delete': { args: z.object({ id, schoolId }), label: '删除班级', permission: `${CLASSES}:remove`, module: '班级管理' },
    'class.sort': {
      /** The school's classes in their new order (a class left out keeps its place after them). */
      args: z.object({ schoolId, ids: z.array(uuid()).min(1, '请选择班级').max(500, '班级太多') }),
      label: '班级排序',
      permission: `${CLASSES}:edit`,
      module: '班级管理',
    },
    'student.create': {
      args: z.object({ id, schoolId, classId: uuid('请选择班级'), name: name('姓名', 20), gender, birthday, ...detailCreateArgs }),
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
        ...detailUpdateArgs,
      }),
      label: '修改幼儿',
      permission: `${CHILDREN}:edit`,
      module: '幼儿管理',
    },
    'student.delete': { args: z.object({ id, schoolId }), label: '删除幼儿', permission: `${CHILDREN}:remove`, module: '幼儿管理' },
    'student.changeClass': {
      args: z.object({ schoolId, ids: studentIds, classId: uuid('请选择班级') }),
      label: '幼儿调班',
      permission: `${CHILDREN}:changeClass`,
      module: '幼儿管理',
    },
    'student.leave': {
      args: z.object({
        schoolId,
        ids: studentIds,
        leaveDate: isoDate(StudentMsg.leaveDate),
        leaveReason: text(100, { required: StudentMsg.leaveReason }),
      }),
      label: '幼儿离园',
      permission: `${CHILDREN}:leave`,
      module: '幼儿管理',
    },
    'student.graduate': {
      args: z.object({ schoolId, ids: studentIds }),
      label: '幼儿毕业',
      permission: `${CHILDREN}:graduate`,
      module: '幼儿管理',
    },
    'student.return': {
      args: z.object({ schoolId, ids: studentIds, classId: uuid('请选择班级') }),
      label: '幼儿复学',
      permission: `${LEAVERS}:back`,
      module: '幼儿管理',
    },
    'guardian.create': {
      args: z.object({
        id,
        schoolId,
        studentId: uuid(),
        ...guardianFields,
        primary: guardianFields.primary.default(false),
        mayPickUp: guardianFields.mayPickUp.default(true),
        photo: photo.default(''),
      }),
      label: '新增家庭成员',
      permission: `${CHILDREN}:edit`,
      module: '幼儿管理',
    },
    'guardian.update': {
      args: z.object({
        id,
        schoolId,
        relation: guardianFields.relation.optional(),
        name: guardianFields.name.optional(),
        phone: phone.optional(),
        primary: z.boolean().optional(),
        mayPickUp: z.boolean().optional(),
        photo: photo.optional(),
      }),
      label: '修改家庭成员',
      permission: `${CHILDREN}:edit`,
      module: '幼儿管理',
    },
    'guardian.delete': { args: z.object({ id, schoolId }), label: '删除家庭成员', permission: `${CHILDREN}:edit`, module: '幼儿管理' },
    'studentException.create': {
      args: z.object({
        id,
        schoolId,
        studentId: uuid(),
        date: day(StudentMsg.exceptionDate),
        kind: code(EXCEPTION_KINDS, StudentMsg.kind),
        description: text(500, { required: StudentMsg.description, multiline: true }),
      }),
      label: '新增异常记录',
      permission: `${CHILDREN}:edit`,
      module: '幼儿管理',
    },
    'studentException.delete': {
      args: z.object({ id, schoolId }),
      label: '删除异常记录',
      permission: `${CHILDREN}:edit`,
      module: '幼儿管理',
    },
  },
});

/** The batch status changes (SPEC §4): the status each needs a child to be in, and the status it leaves. */
export const STUDENT_TRANSITIONS = {
  'student.changeClass': { from: STUDENT_STATUS.enrolled, to: STUDENT_STATUS.enrolled, action: '调班' },
  'student.leave': { from: STUDENT_STATUS.enrolled, to: STUDENT_STATUS.left, action: '离园' },
  'student.graduate': { from: STUDENT_STATUS.enrolled, to: STUDENT_STATUS.graduated, action: '毕业' },
  'student.return': { from: STUDENT_STATUS.left, to: STUDENT_STATUS.enrolled, action: '复学' },
} as const;
export type StudentTransition = keyof typeof STUDENT_TRANSITIONS;

/** Why the change cannot apply to these children (the first one not in the status it needs), or null. */
export function transitionIssue(kind: StudentTransition, children: readonly { name: string; status: number }[]): string | null {
  const t = STUDENT_TRANSITIONS[kind];
  const wrong = children.find((c) => c.status !== t.from);
  if (!wrong) return null;
  return t.from === STUDENT_STATUS.left ? StudentMsg.notLeft(wrong.name) : StudentMsg.notEnrolled(wrong.name, t.action);
}

/** The fields a batch status change writes on each child. */
export function transitionFields(
  kind: StudentTransition,
  args: { ids: readonly string[]; classId?: string; leaveDate?: string; leaveReason?: string },
): { status: number; classId?: string; leaveDate?: string | null; leaveReason?: string } {
  const status = STUDENT_TRANSITIONS[kind].to;
  if (kind === 'student.leave') return { status, leaveDate: args.leaveDate ?? null, leaveReason: args.leaveReason ?? '' };
  if (kind === 'student.graduate') return { status };
  // Class change and 复学 put the child in a class; 复学 clears the leave.
  const fields = { status, ...(args.classId ? { classId: args.classId } : {}) };
  return kind === 'student.return' ? { ...fields, leaveDate: null, leaveReason: '' } : fields;
}
