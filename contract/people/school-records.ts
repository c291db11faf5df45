import { z } from '../zod-locale';
import { defineArea } from '../area';
import { id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { BLOOD_TYPES, ETHNIC_GROUPS, EXCEPTION_KINDS, GUARDIAN_RELATIONS, HOUSEHOLDS, ID_TYPES, TRUSTEESHIPS } from './student-enums';
import { isSafeFileReference } from '../uploads';
import { chinaToday } from '../china-time';
import {
  classHistoryRowSchema,
  classRowSchema,
  guardianRowSchema,
  promotionPlanRowSchema,
  studentExceptionRowSchema,
  studentRowSchema,
} from './school-record-rows';
import { StudentMsg } from './student-transitions';

export * from './school-record-rows';
export * from './student-transitions';

/**
 * School records (SPEC §2 班级管理 /YWGL/JCXX/BJGL and 幼儿管理 /YWGL/JCXX/YEGL, §3): a school's classes and the
 * children enrolled in them, both replicated per school and edited offline.
 */

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
  indexes: { students: 'classId', classHistory: 'classId', guardians: 'studentId', studentExceptions: 'studentId' },
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
